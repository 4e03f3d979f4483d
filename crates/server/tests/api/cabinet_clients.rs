//! Salon cabinet (clients): actions and rights checks.
