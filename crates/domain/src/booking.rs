//! Booking policy (spec §4, §5, §9): appointment statuses, the booking window, the daily limits
//! on cancellations and reschedules, who may cancel, move or review what, and when the system
//! confirms, reminds and completes. Times here are salon-local wall times unless named `_utc`.

use chrono::{Duration, Months, NaiveDate, NaiveDateTime};

/// The salon confirms within this many minutes, otherwise the system does.
pub const CONFIRM_WINDOW_MINUTES: i64 = 15;
/// A booking date may be at most this many months ahead.
pub const BOOKING_WINDOW_MONTHS: u32 = 3;
/// Cancellations a client may make in one day; the last one blocks booking for a while.
pub const MAX_DAILY_CANCELLATIONS: u64 = 3;
/// How long booking stays blocked after the last allowed cancellation of a day.
pub const CANCELLATION_BLOCK_HOURS: i64 = 24;
/// Reschedules a client may make in one day at one salon.
pub const MAX_DAILY_TRANSFERS: u64 = 2;
/// A past appointment can still be cancelled this many days after its date.
pub const CANCEL_GRACE_DAYS: i64 = 7;
/// The reminder goes this long before the visit, or `LATE_REMINDER_HOURS` before when the
/// visit was booked later than that.
pub const REMINDER_HOURS: i64 = 24;
pub const LATE_REMINDER_HOURS: i64 = 2;

/// An appointment's status (spec §4). Stored as the snake_case names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    /// Draft: booked, waiting for the salon.
    New,
    /// Waiting: the time moved, waiting for confirmation again.
    Moved,
    Confirmed,
    Cancelled,
    Completed,
    /// The client did not come: recorded by the salon after the start time. Holds no time, like
    /// a cancelled visit.
    NoShow,
}

impl Status {
    pub const ALL: [Status; 6] = [Status::New, Status::Moved, Status::Confirmed, Status::Cancelled, Status::Completed, Status::NoShow];
    /// The statuses that hold the master's time.
    pub const LIVE: [Status; 3] = [Status::New, Status::Moved, Status::Confirmed];

    pub fn as_str(self) -> &'static str {
        match self {
            Status::New => "new",
            Status::Moved => "moved",
            Status::Confirmed => "confirmed",
            Status::Cancelled => "cancelled",
            Status::Completed => "completed",
            Status::NoShow => "no_show",
        }
    }

    pub fn parse(text: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|s| s.as_str() == text)
    }

    pub fn is_live(self) -> bool {
        Status::LIVE.contains(&self)
    }
}

/// Why a requested date and time cannot be booked, before looking at anyone's calendar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WindowRefusal {
    DateTooFar,
    DateInPast,
}

/// The last bookable date when today is `today` (3 months ahead, same day of month).
pub fn last_bookable_date(today: NaiveDate) -> NaiveDate {
    today.checked_add_months(Months::new(BOOKING_WINDOW_MONTHS)).unwrap_or(today)
}

/// The longest comment a booking keeps (checkout and the desk's manual entry); the rest is cut.
pub const COMMENT_MAX_CHARS: usize = 1000;

/// A booking's comment: trimmed, blank is none, cut after [`COMMENT_MAX_CHARS`] characters.
pub fn comment(text: Option<&str>) -> Option<String> {
    crate::problems::present(text).map(|c| c.chars().take(COMMENT_MAX_CHARS).collect())
}

/// A booking must start after `now` and on a date at most 3 months ahead.
pub fn check_window(date: NaiveDate, start_min: u16, now: NaiveDateTime) -> Result<(), WindowRefusal> {
    if date > last_bookable_date(now.date()) {
        return Err(WindowRefusal::DateTooFar);
    }
    if at(date, start_min) <= now {
        return Err(WindowRefusal::DateInPast);
    }
    Ok(())
}

/// The local moment `minutes` after midnight of `date`.
pub fn at(date: NaiveDate, minutes: u16) -> NaiveDateTime {
    date.and_hms_opt(0, 0, 0).expect("midnight") + Duration::minutes(i64::from(minutes))
}

/// Why a client may not cancel an appointment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CancelRefusal {
    /// A completed appointment stays completed.
    Completed,
    /// Already cancelled, or past by more than the grace days.
    NotAllowed,
}

/// Cancellation is for future appointments, or within 7 days of the date; never for completed.
pub fn check_cancel(status: Status, date: NaiveDate, today: NaiveDate) -> Result<(), CancelRefusal> {
    match status {
        Status::Completed => Err(CancelRefusal::Completed),
        Status::Cancelled => Err(CancelRefusal::NotAllowed),
        _ if today - date > Duration::days(CANCEL_GRACE_DAYS) => Err(CancelRefusal::NotAllowed),
        _ => Ok(()),
    }
}

/// A live appointment that has not started yet may be moved.
pub fn can_reschedule(status: Status, starts: NaiveDateTime, now: NaiveDateTime) -> bool {
    status.is_live() && starts > now
}

/// A visit's timing as the desk sees it: completing (and recording the payment) needs the visit to
/// have started; a no-show can only be recorded once the start time has passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimingRefusal {
    /// The visit has not started yet.
    NotStarted,
}

/// The salon may complete a live visit (or record the payment of a completed one) at or after its
/// start: a visit that has not begun cannot have been done.
pub fn check_complete(starts: NaiveDateTime, now: NaiveDateTime) -> Result<(), TimingRefusal> {
    if now < starts { Err(TimingRefusal::NotStarted) } else { Ok(()) }
}

/// The salon may record a no-show only strictly after the start time: at the start the client
/// may still be walking in.
pub fn check_no_show(starts: NaiveDateTime, now: NaiveDateTime) -> Result<(), TimingRefusal> {
    if now <= starts { Err(TimingRefusal::NotStarted) } else { Ok(()) }
}

/// What the salon's desk may do with a visit now (spec §4, issue #16 item 7). One rule for the
/// API's refusals and the desk's buttons: the API sends it with every row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DeskRule {
    pub confirm: bool,
    pub decline: bool,
    pub cancel: bool,
    pub reschedule: bool,
    pub offer: bool,
    /// Complete with the payment method: live or completed, and started.
    pub complete: bool,
    /// Record that the client did not come: live and past its start.
    pub no_show: bool,
    pub reply: bool,
}

/// The desk's actions for a visit in `status` starting at `starts` (salon-local) when it is `now`.
pub fn desk_actions(status: Status, starts: NaiveDateTime, now: NaiveDateTime) -> DeskRule {
    let live = status.is_live();
    let waiting = matches!(status, Status::New | Status::Moved);
    DeskRule {
        confirm: waiting,
        decline: waiting,
        cancel: live,
        reschedule: live,
        offer: live,
        complete: (live || status == Status::Completed) && check_complete(starts, now).is_ok(),
        no_show: live && check_no_show(starts, now).is_ok(),
        reply: true,
    }
}

/// A client with this many no-shows at a salon within [`NO_SHOW_WINDOW_DAYS`] is flagged to the
/// salon when booking online, and the booking waits for the salon's manual confirmation.
pub const NO_SHOW_FLAG_THRESHOLD: u64 = 2;
pub const NO_SHOW_WINDOW_DAYS: i64 = 90;

/// Whether a booking by a client with `no_shows` recent no-shows at the salon needs the salon's
/// own confirmation (never the system's, even when the salon confirms automatically).
pub fn needs_manual_confirmation(no_shows: u64) -> bool {
    no_shows >= NO_SHOW_FLAG_THRESHOLD
}

/// Only a completed visit without a review yet may be reviewed.
pub fn can_review(status: Status, has_review: bool) -> bool {
    status == Status::Completed && !has_review
}

/// Booking stays possible while the client cancelled fewer than 3 times in the last 24 hours.
/// `cancellations_last_24h` counts the client's cancellations since now − 24 h.
pub fn booking_blocked(cancellations_last_24h: u64) -> bool {
    cancellations_last_24h >= MAX_DAILY_CANCELLATIONS
}

/// A further cancellation today is refused after 3.
pub fn cancellation_limit_reached(cancellations_today: u64) -> bool {
    cancellations_today >= MAX_DAILY_CANCELLATIONS
}

/// A further reschedule today at this salon is refused after 2.
pub fn transfer_limit_reached(transfers_today_at_salon: u64) -> bool {
    transfers_today_at_salon >= MAX_DAILY_TRANSFERS
}

/// When the system confirms a booking made at `booked`: at once for salons with automatic
/// confirmation, otherwise when the salon's 15 minutes are over.
pub fn confirm_at(booked: NaiveDateTime, auto_confirm: bool, window: Duration) -> NaiveDateTime {
    if auto_confirm { booked } else { booked + window }
}

/// When to remind the client of a visit starting at `starts`, booked at `booked`: 24 hours
/// before, or 2 hours before when booked later than that; `None` when even that has passed.
pub fn reminder_at(starts: NaiveDateTime, booked: NaiveDateTime) -> Option<NaiveDateTime> {
    let early = starts - Duration::hours(REMINDER_HOURS);
    if early > booked {
        return Some(early);
    }
    let late = starts - Duration::hours(LATE_REMINDER_HOURS);
    (late > booked).then_some(late)
}

/// A start the client picks inside an offered range must lie on the salon's grid and leave the
/// visit inside the range.
pub fn fits_offered_range(start: u16, duration: u16, range: (u16, u16), step: u16) -> bool {
    step > 0 && start.is_multiple_of(step) && start >= range.0 && u32::from(start) + u32::from(duration) <= u32::from(range.1)
}

/// Several services booked together must share one category.
pub fn same_category(categories: &[i64]) -> bool {
    categories.windows(2).all(|pair| pair[0] == pair[1])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn desk_actions_follow_status_and_time() {
        let starts = at(d(2026, 11, 21), 600);
        let before = starts - Duration::minutes(1);
        let after = starts + Duration::minutes(1);
        let future = desk_actions(Status::Confirmed, starts, before);
        assert!(!future.complete && !future.no_show && future.cancel && future.reschedule);
        let at_start = desk_actions(Status::Confirmed, starts, starts);
        assert!(at_start.complete && !at_start.no_show, "complete from the start, no-show only after it");
        let started = desk_actions(Status::New, starts, after);
        assert!(started.complete && started.no_show && started.confirm);
        let completed = desk_actions(Status::Completed, starts, after);
        assert!(completed.complete && !completed.no_show && !completed.cancel);
        for ended in [Status::Cancelled, Status::NoShow] {
            let rule = desk_actions(ended, starts, after);
            assert!(!rule.complete && !rule.no_show && !rule.cancel && !rule.confirm && rule.reply);
        }
        assert_eq!(check_complete(starts, before), Err(TimingRefusal::NotStarted));
        assert_eq!(check_no_show(starts, starts), Err(TimingRefusal::NotStarted));
        assert_eq!(check_no_show(starts, after), Ok(()));
    }

    #[test]
    fn two_recent_no_shows_need_manual_confirmation() {
        assert!(!needs_manual_confirmation(0) && !needs_manual_confirmation(1));
        assert!(needs_manual_confirmation(2) && needs_manual_confirmation(5));
    }

    #[test]
    fn comments_are_trimmed_and_cut() {
        assert_eq!(comment(None), None);
        assert_eq!(comment(Some("   ")), None);
        assert_eq!(comment(Some(" Telefonla ")), Some("Telefonla".into()));
        let long = "ş".repeat(COMMENT_MAX_CHARS + 5);
        assert_eq!(comment(Some(&long)).map(|c| c.chars().count()), Some(COMMENT_MAX_CHARS));
    }

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn statuses_round_trip_and_live_ones_hold_time() {
        for status in Status::ALL {
            assert_eq!(Status::parse(status.as_str()), Some(status));
        }
        assert!(Status::New.is_live() && Status::Moved.is_live() && Status::Confirmed.is_live());
        assert!(!Status::Cancelled.is_live() && !Status::Completed.is_live() && !Status::NoShow.is_live());
        assert_eq!(Status::parse("draft"), None);
    }

    #[test]
    fn window_is_three_months_and_future_only() {
        let now = at(d(2026, 11, 21), 600);
        assert_eq!(last_bookable_date(d(2026, 11, 30)), d(2027, 2, 28));
        assert_eq!(check_window(d(2027, 2, 21), 600, now), Ok(()));
        assert_eq!(check_window(d(2027, 2, 22), 600, now), Err(WindowRefusal::DateTooFar));
        assert_eq!(check_window(d(2026, 11, 21), 600, now), Err(WindowRefusal::DateInPast));
        assert_eq!(check_window(d(2026, 11, 21), 615, now), Ok(()));
        assert_eq!(check_window(d(2026, 11, 20), 900, now), Err(WindowRefusal::DateInPast));
    }

    #[test]
    fn cancellation_rules() {
        let today = d(2026, 11, 21);
        assert_eq!(check_cancel(Status::Confirmed, d(2026, 11, 25), today), Ok(()));
        assert_eq!(check_cancel(Status::New, d(2026, 11, 14), today), Ok(()), "7 days after the date");
        assert_eq!(check_cancel(Status::New, d(2026, 11, 13), today), Err(CancelRefusal::NotAllowed));
        assert_eq!(check_cancel(Status::Completed, d(2026, 11, 25), today), Err(CancelRefusal::Completed));
        assert_eq!(check_cancel(Status::Cancelled, d(2026, 11, 25), today), Err(CancelRefusal::NotAllowed));
    }

    #[test]
    fn daily_limits() {
        assert!(!cancellation_limit_reached(2) && cancellation_limit_reached(3));
        assert!(!booking_blocked(2) && booking_blocked(3));
        assert!(!transfer_limit_reached(1) && transfer_limit_reached(2));
    }

    #[test]
    fn confirmation_and_reminder_times() {
        let booked = at(d(2026, 11, 21), 600);
        let window = Duration::minutes(CONFIRM_WINDOW_MINUTES);
        assert_eq!(confirm_at(booked, false, window), at(d(2026, 11, 21), 615));
        assert_eq!(confirm_at(booked, true, window), booked);
        assert_eq!(reminder_at(at(d(2026, 11, 23), 600), booked), Some(at(d(2026, 11, 22), 600)));
        assert_eq!(reminder_at(at(d(2026, 11, 21), 900), booked), Some(at(d(2026, 11, 21), 780)));
        assert_eq!(reminder_at(at(d(2026, 11, 21), 660), booked), None);
    }

    #[test]
    fn offered_ranges_and_categories() {
        assert!(fits_offered_range(720, 60, (720, 900), 15));
        assert!(fits_offered_range(840, 60, (720, 900), 15));
        assert!(!fits_offered_range(855, 60, (720, 900), 15), "ends after the range");
        assert!(!fits_offered_range(725, 30, (720, 900), 15), "off the grid");
        assert!(!fits_offered_range(705, 30, (720, 900), 15), "before the range");
        assert!(same_category(&[3, 3, 3]) && same_category(&[]) && !same_category(&[3, 4]));
        assert!(can_review(Status::Completed, false) && !can_review(Status::Completed, true) && !can_review(Status::Confirmed, false));
        let now = at(d(2026, 11, 21), 600);
        assert!(can_reschedule(Status::New, at(d(2026, 11, 22), 600), now));
        assert!(!can_reschedule(Status::Cancelled, at(d(2026, 11, 22), 600), now));
        assert!(!can_reschedule(Status::Confirmed, at(d(2026, 11, 21), 540), now));
    }
}
