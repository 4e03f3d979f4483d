//! The salon's own client base (CRM cards, spec §2 "client edit screen", §3 client): one card per
//! salon and phone, created by staff or found-or-created by an online booking, with free-text
//! records, visit statistics and the client's visits at this salon.
//!
//! Every query takes the salon id and filters by it: a card of another salon is simply not found.
//! A visit counts as "visited" once completed; a "planned" visit is live and has not started.

mod cards;
mod from_bookings;
mod records;
mod stats;
mod table;
mod visits;

pub use cards::*;
pub use from_bookings::*;
pub use records::*;
pub use stats::*;
pub use table::*;
pub use visits::*;

use domain::booking::Status;

fn live_list() -> String {
    Status::LIVE.iter().map(|s| format!("'{}'", s.as_str())).collect::<Vec<_>>().join(", ")
}
