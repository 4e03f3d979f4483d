//! Queries of the salon cabinet (desk).
