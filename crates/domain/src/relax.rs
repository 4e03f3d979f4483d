//! A search never ends in an empty page (issue #16 item 1): when the places list finds nothing
//! for a catalogue term (a service, a category or a department) in a place, it shows looser
//! searches instead, each labelled: the same search around the place, nearest to its centre first
//! (within [`NEARBY_RADIUS_KM`]), then the place's salons for a broader term (the service's
//! category, else the department).

/// Salons each looser search shows.
pub const RELAXED_LIMIT: u64 = 12;

/// How far "nearby" reaches from the place's centre, in kilometres: farther salons are another
/// city's and are not offered as near ones (a place with none within it shows the related
/// services alone).
pub const NEARBY_RADIUS_KM: f64 = 50.0;

/// A salon `km` from the place's centre counts as nearby; one without a position does not.
pub fn is_nearby(km: Option<f64>) -> bool {
    km.is_some_and(|km| km <= NEARBY_RADIUS_KM)
}

/// Salon positions averaged for the centre of a district or neighbourhood (the geo data has no
/// coordinates for them): enough for a centre, few enough to read in one index range.
pub const CENTRE_SAMPLE: u64 = 200;

/// What a search asks for in the catalogue, the narrowest term it names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CatalogueTerm {
    Department(i64),
    Category(i64),
    Service(i64),
}

impl CatalogueTerm {
    /// The narrowest of the terms a search names.
    pub fn narrowest(department: Option<i64>, category: Option<i64>, service: Option<i64>) -> Option<CatalogueTerm> {
        service.map(CatalogueTerm::Service).or(category.map(CatalogueTerm::Category)).or(department.map(CatalogueTerm::Department))
    }
}

/// A looser search shown when the exact one found nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Relaxation {
    /// The same search without the place, nearest to the place's centre first, within
    /// [`NEARBY_RADIUS_KM`].
    Nearby,
    /// In the place, a broader term: a service's category, or its department when the category
    /// has no salon there; a category's department.
    Related,
}

/// The looser searches, in the order shown, for an exact search that matched `total` salons:
/// none while it found something, and none without both a catalogue term and a place (a search
/// for "everything in Kadıköy" or "a haircut anywhere" has nothing to loosen into). A department
/// has no broader term.
pub fn relaxations(total: u64, term: Option<CatalogueTerm>, has_place: bool) -> Vec<Relaxation> {
    match term {
        _ if total > 0 || !has_place => Vec::new(),
        None => Vec::new(),
        Some(CatalogueTerm::Department(_)) => vec![Relaxation::Nearby],
        Some(CatalogueTerm::Service(_) | CatalogueTerm::Category(_)) => vec![Relaxation::Nearby, Relaxation::Related],
    }
}

/// The centre of a place without coordinates: the mean of its salons' positions, `None` without
/// any. Places are far smaller than a hemisphere, so the plain mean of degrees is the centre.
pub fn centre(points: &[(f64, f64)]) -> Option<(f64, f64)> {
    if points.is_empty() {
        return None;
    }
    let n = points.len() as f64;
    let (lat, lng) = points.iter().fold((0.0, 0.0), |(a, b), (lat, lng)| (a + lat, b + lng));
    Some((lat / n, lng / n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_an_empty_search_for_a_term_in_a_place_is_loosened() {
        let haircut = Some(CatalogueTerm::Service(7));
        assert_eq!(relaxations(0, haircut, true), vec![Relaxation::Nearby, Relaxation::Related]);
        assert_eq!(relaxations(0, Some(CatalogueTerm::Category(3)), true), vec![Relaxation::Nearby, Relaxation::Related]);
        assert_eq!(relaxations(0, Some(CatalogueTerm::Department(1)), true), vec![Relaxation::Nearby]);
        assert!(relaxations(1, haircut, true).is_empty(), "something was found");
        assert!(relaxations(0, haircut, false).is_empty(), "no place to look around");
        assert!(relaxations(0, None, true).is_empty(), "no term to look for");
    }

    #[test]
    fn the_narrowest_term_wins() {
        assert_eq!(CatalogueTerm::narrowest(Some(1), Some(2), Some(3)), Some(CatalogueTerm::Service(3)));
        assert_eq!(CatalogueTerm::narrowest(Some(1), Some(2), None), Some(CatalogueTerm::Category(2)));
        assert_eq!(CatalogueTerm::narrowest(Some(1), None, None), Some(CatalogueTerm::Department(1)));
        assert_eq!(CatalogueTerm::narrowest(None, None, None), None);
    }

    #[test]
    fn nearby_ends_at_the_radius() {
        assert!(is_nearby(Some(0.0)) && is_nearby(Some(NEARBY_RADIUS_KM)));
        assert!(!is_nearby(Some(NEARBY_RADIUS_KM + 0.1)));
        assert!(!is_nearby(None), "a salon without a position is near nothing");
    }

    #[test]
    fn a_centre_is_the_mean_position() {
        assert_eq!(centre(&[]), None);
        assert_eq!(centre(&[(41.0, 29.0), (40.0, 28.0)]), Some((40.5, 28.5)));
    }
}
