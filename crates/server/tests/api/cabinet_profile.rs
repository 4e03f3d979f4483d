//! Salon cabinet (profile): actions and rights checks.
