//! The platform admin's salons (spec §2 admin salons, §4 salon states, §7 admin salons): the list
//! with its tabs and counts, the salon's card, and the admin's writes — activate, deactivate
//! (immediately or after orders finish), the sweep that finishes an after-orders deactivation,
//! star salons under a maximum, the owner's phone and more salon admins. Every write records its
//! `audit::Change` (entity `salon`) in its own transaction.
//!
//! "Last activity" of a salon is the latest of: its creation, any appointment of it created or
//! changed (`appointments.updated_at`: a booking, a staff or client change, a job's confirmation
//! or completion) and any admin change recorded on it (`audit_changes` with entity `salon`). A
//! salon has "no activity in the last 7 days" when that moment is older than 7 days.

mod card;
mod people;
mod star;
mod status;
mod table;

pub use card::*;
pub use people::*;
pub use star::*;
pub use status::*;
pub use table::*;

use domain::booking::Status;

/// The live statuses as an SQL list: a visit with one of them that has not ended is planned.
fn live_list() -> String {
    Status::LIVE.iter().map(|s| format!("'{}'", s.as_str())).collect::<Vec<_>>().join(", ")
}
