//! Opening hours: whether a salon is open at a moment of its local time.

/// One weekday's hours; weekday 0 is Monday, minutes count from local midnight.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DayHours {
    pub weekday: u8,
    pub open_min: u16,
    pub close_min: u16,
}

/// A salon's state "today" as its page shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TodayState {
    pub is_open: bool,
    /// Later today, when closed now but opening.
    pub opens_at_min: Option<u16>,
    /// When open now.
    pub closes_at_min: Option<u16>,
    /// Today is one of the salon's days off or holidays.
    pub day_off: bool,
}

/// The state at `now_min` on `weekday`, given the weekly hours and whether today is a day off.
pub fn today(hours: &[DayHours], weekday: u8, now_min: u16, is_day_off: bool) -> TodayState {
    let closed = TodayState { is_open: false, opens_at_min: None, closes_at_min: None, day_off: is_day_off };
    if is_day_off {
        return closed;
    }
    match hours.iter().find(|h| h.weekday == weekday) {
        Some(h) if now_min < h.open_min => TodayState { opens_at_min: Some(h.open_min), ..closed },
        Some(h) if now_min < h.close_min => TodayState { is_open: true, closes_at_min: Some(h.close_min), ..closed },
        _ => closed,
    }
}

pub use crate::time::hhmm;

#[cfg(test)]
mod tests {
    use super::*;

    const WEEK: [DayHours; 2] =
        [DayHours { weekday: 0, open_min: 600, close_min: 1260 }, DayHours { weekday: 5, open_min: 660, close_min: 1080 }];

    #[test]
    fn before_during_after_hours() {
        assert_eq!(
            today(&WEEK, 0, 540, false),
            TodayState { is_open: false, opens_at_min: Some(600), closes_at_min: None, day_off: false }
        );
        assert_eq!(
            today(&WEEK, 0, 600, false),
            TodayState { is_open: true, opens_at_min: None, closes_at_min: Some(1260), day_off: false }
        );
        assert!(!today(&WEEK, 0, 1260, false).is_open);
        assert!(!today(&WEEK, 6, 700, false).is_open, "no hours on Sunday");
    }

    #[test]
    fn a_day_off_closes_the_day() {
        let state = today(&WEEK, 0, 700, true);
        assert!(!state.is_open && state.day_off && state.opens_at_min.is_none());
    }
}
