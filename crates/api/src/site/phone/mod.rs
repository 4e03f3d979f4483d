//! The e-mailed phone-change link and agreements, open to visitors.

mod agreements;
mod verify_update_phone_link;

pub use agreements::*;
pub use verify_update_phone_link::*;
