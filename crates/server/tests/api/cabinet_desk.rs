//! Salon cabinet (desk): actions and rights checks.
