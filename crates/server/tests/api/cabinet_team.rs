//! Salon cabinet (team): actions and rights checks.
