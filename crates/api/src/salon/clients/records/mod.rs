//! Records on a card: `POST /clients/{id}/records`, `DELETE /clients/{id}/records/{record_id}`.

mod add_record;
mod delete_record;

pub use add_record::*;
pub use delete_record::*;
