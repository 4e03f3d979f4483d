//! Page texts for search engines and landings (`seo`), the city × department index and the
//! catalogue tree the filters offer.

mod city_services;
mod departments;
mod page;

pub use city_services::*;
pub use departments::*;
pub use page::*;
