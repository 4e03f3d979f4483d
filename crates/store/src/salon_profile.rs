//! Queries of the salon cabinet (salon_profile).
