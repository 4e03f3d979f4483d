//! The admin's review moderation (spec §4 "Review reply", §7 Admin "replies"): every salon's
//! reviews with filters and search, confirm (→ placed) and reject with a reason (→ rejected).
//! A disputed review shows the salon's reason. Both writes are audited (entity `review`).

mod confirm;
mod list;
mod reject;

pub use confirm::*;
pub use list::*;
pub use reject::*;
