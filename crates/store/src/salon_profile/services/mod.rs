//! The catalogue as a salon sees it, and its bindings: a catalogue service the salon sells, with
//! its price, discount, duration, options (subservices and add-ons) and the masters who do it.
//! The public salon page reads the same active bindings, so a change shows there at once.

mod bind;
mod catalogue;
mod search;

pub use bind::*;
pub use catalogue::*;
pub use search::*;

/// Moderation states of a catalogue service. Salon requests start `pending`; moderators make
/// them `approved` (then any salon may bind them) or `declined`, or `merged` into an approved
/// service that already was the same thing (`merged_into_service_id`; never shown or bound).
pub const APPROVED: &str = "approved";
pub const PENDING: &str = "pending";
pub const DECLINED: &str = "declined";
pub const MERGED: &str = "merged";
