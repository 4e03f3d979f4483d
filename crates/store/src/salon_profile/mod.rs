//! The salon cabinet's profile part (issue #6): the salon's public profile and gallery, its
//! settings (main categories, about, hours, days off, amenities, slicing, confirmation), the
//! services it binds from the catalogue and the new services it asks the moderators for.
//!
//! Every query takes the staff's `salon_id` and filters by it: an id of another salon finds
//! nothing, so the API answers 404 without learning anything about it.

mod gallery;
mod info;
mod requests;
mod services;
mod settings;

pub use gallery::*;
pub use info::*;
pub use requests::*;
pub use services::*;
pub use settings::*;
