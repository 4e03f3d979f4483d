//! Queries of the salon cabinet (team).
