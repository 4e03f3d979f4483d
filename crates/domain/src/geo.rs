//! Distances between points on the map.

const EARTH_RADIUS_KM: f64 = 6371.0;

/// Great-circle (haversine) distance in kilometres between two latitude/longitude points.
pub fn distance_km(lat1: f64, lng1: f64, lat2: f64, lng2: f64) -> f64 {
    let (p1, p2) = (lat1.to_radians(), lat2.to_radians());
    let dp = (lat2 - lat1).to_radians();
    let dl = (lng2 - lng1).to_radians();
    let a = (dp / 2.0).sin().powi(2) + p1.cos() * p2.cos() * (dl / 2.0).sin().powi(2);
    2.0 * EARTH_RADIUS_KM * a.sqrt().asin()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kadikoy_to_besiktas_is_about_five_km() {
        // Moda (Kadıköy) to Beşiktaş pier across the Bosphorus.
        let d = distance_km(40.9847, 29.0262, 41.0422, 29.0067);
        assert!((d - 6.6).abs() < 0.5, "{d}");
        assert_eq!(distance_km(41.0, 29.0, 41.0, 29.0), 0.0);
    }
}
