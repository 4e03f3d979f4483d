//! How much the salon cabinet stores of each kind (spec §2 gallery, §3 cases and client cards,
//! §7 desk): named once so that the checks, the OpenAPI schema and the answers agree.

/// Photos a salon's gallery takes.
pub const GALLERY_PHOTOS_MAX: u64 = 30;
/// Photos one portfolio case takes (at least one).
pub const CASE_PHOTOS_MAX: usize = 10;
/// The longest description of a portfolio case.
pub const CASE_DESCRIPTION_MAX_CHARS: usize = 1000;
/// The longest record on a salon's client card.
pub const CLIENT_RECORD_MAX_CHARS: usize = 2000;
/// The longest reply the salon writes about a visit.
pub const DESK_REPLY_MAX_CHARS: usize = 1000;
/// The longest reason a moderator gives for declining (a service request, a review).
pub const MODERATION_REASON_MAX_CHARS: usize = 500;
/// The highest order number of a catalogue department, and the furthest place a category can
/// be moved to (the admin's catalogue; spec §3 "order number").
pub const CATALOGUE_ORDER_MAX: i64 = 10_000;
