//! What a salon page and a master page show: the salon with its hours, photos, amenities and
//! team; its services by category; ratings and the latest reviews; a master with portfolio cases.

mod cases;
mod photos;
mod reviews;
mod salon;
mod services;
mod team;

pub use cases::*;
pub use photos::*;
pub use reviews::*;
pub use salon::*;
pub use services::*;
pub use team::*;
