//! Pages of lists and tables (spec §9): the one place where a page number, a page size or a row
//! offset from a request becomes numbers the database can take. Anything beyond the bounds is a
//! 422 on the field (never a clamp: a client asking for page 10^18 has a bug worth seeing), so no
//! multiplication can overflow and no offset can exceed the databases' signed 64-bit integers.

use crate::problems::Problems;

/// The deepest row a list or table serves (offset + limit); far beyond any real list.
pub const MAX_OFFSET: u64 = 1_000_000;
/// The highest page number of a 1-based paged list.
pub const MAX_PAGE: u64 = 10_000;

/// Rows to skip and rows to return.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Window {
    pub offset: u64,
    pub limit: u64,
}

/// A 1-based `page` of `per_page` rows (absent: page 1 of `default`); `per_page` is 1..=`max`.
pub fn page(page: Option<u64>, per_page: Option<u64>, default: u64, max: u64) -> Result<Window, Problems> {
    let mut out = Problems::default();
    let page = page.unwrap_or(1);
    if !(1..=MAX_PAGE).contains(&page) {
        out.push_with("page", "between", vec![("min", "1".into()), ("max", MAX_PAGE.to_string())]);
    }
    let per_page = per_page.unwrap_or(default);
    if !(1..=max).contains(&per_page) {
        out.push_with("per_page", "between", vec![("min", "1".into()), ("max", max.to_string())]);
    }
    if !out.is_empty() {
        return Err(out);
    }
    Ok(Window { offset: (page - 1) * per_page, limit: per_page })
}

/// A raw `offset` (data tables) with an already bounded `limit`.
pub fn offset(offset: u64, limit: u64) -> Result<Window, Problems> {
    if offset > MAX_OFFSET {
        let mut out = Problems::default();
        out.push_with("offset", "between", vec![("min", "0".into()), ("max", MAX_OFFSET.to_string())]);
        return Err(out);
    }
    Ok(Window { offset, limit })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_become_windows() {
        assert_eq!(page(None, None, 8, 50), Ok(Window { offset: 0, limit: 8 }));
        assert_eq!(page(Some(3), Some(20), 8, 50), Ok(Window { offset: 40, limit: 20 }));
        assert_eq!(page(Some(MAX_PAGE), Some(50), 8, 50).map(|w| w.offset), Ok((MAX_PAGE - 1) * 50));
    }

    #[test]
    fn absurd_numbers_are_problems_not_overflows() {
        assert_eq!(page(Some(u64::MAX), None, 8, 50).unwrap_err().codes(), vec![("page", "between")]);
        assert_eq!(page(Some(0), Some(0), 8, 50).unwrap_err().codes(), vec![("page", "between"), ("per_page", "between")]);
        assert_eq!(page(Some(1), Some(51), 8, 50).unwrap_err().codes(), vec![("per_page", "between")]);
        assert!(offset(9_223_372_036_854_775_808, 8).is_err());
        assert_eq!(offset(MAX_OFFSET, 8), Ok(Window { offset: MAX_OFFSET, limit: 8 }));
    }
}
