//! `/api/site/info-pages…` (issue #20 item 7): the published info pages of the request's
//! language (`/i` lists them, `/i/{slug}` shows one). The HTML is sanitised again on the way out.

mod list;
mod page;

pub use list::*;
pub use page::*;
