//! A salon's lifecycle as the platform admin drives it (spec §3 salon, §4 salon states, §7 admin
//! salons): its statuses, the two kinds of deactivation, the admin list's tabs, and the bounds
//! of the star maximum.

use crate::Problems;

/// `salons.status`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SalonStatus {
    /// Public and bookable.
    Active,
    /// Created by the partner funnel; not public until an admin activates it.
    New,
    /// Deactivated "after orders finish": no new bookings, its planned visits still happen, and
    /// the sweep turns it `Deactivated` once the last one is over.
    Deactivating,
    /// Not bookable; the page shows why.
    Deactivated,
}

impl SalonStatus {
    pub const ALL: [SalonStatus; 4] = [SalonStatus::Active, SalonStatus::New, SalonStatus::Deactivating, SalonStatus::Deactivated];

    pub fn as_str(self) -> &'static str {
        match self {
            SalonStatus::Active => "active",
            SalonStatus::New => "new",
            SalonStatus::Deactivating => "deactivating",
            SalonStatus::Deactivated => "deactivated",
        }
    }

    pub fn parse(text: &str) -> Option<SalonStatus> {
        SalonStatus::ALL.into_iter().find(|s| s.as_str() == text)
    }

    /// Only an active salon takes bookings.
    pub fn bookable(self) -> bool {
        self == SalonStatus::Active
    }
}

/// How an admin deactivates a salon (`salons.deactivation_type`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeactivationType {
    /// At once: the salon is `deactivated` now.
    Immediate,
    /// After orders finish: `deactivating` until its last planned visit is over.
    AfterOrders,
}

impl DeactivationType {
    pub const ALL: [DeactivationType; 2] = [DeactivationType::Immediate, DeactivationType::AfterOrders];

    pub fn as_str(self) -> &'static str {
        match self {
            DeactivationType::Immediate => "immediate",
            DeactivationType::AfterOrders => "after_orders",
        }
    }

    pub fn parse(text: &str) -> Option<DeactivationType> {
        DeactivationType::ALL.into_iter().find(|t| t.as_str() == text)
    }

    /// The status the salon takes when an admin chooses this type.
    pub fn status(self) -> SalonStatus {
        match self {
            DeactivationType::Immediate => SalonStatus::Deactivated,
            DeactivationType::AfterOrders => SalonStatus::Deactivating,
        }
    }
}

/// The longest deactivation reason (it is shown on the salon's page).
pub const REASON_MAX: usize = 500;

/// A deactivation as the admin asked for it: the type and the reason, both required.
pub fn parse_deactivation(kind: &str, reason: &str) -> Result<(DeactivationType, String), Problems> {
    let mut out = Problems::default();
    let kind = match DeactivationType::parse(kind) {
        Some(kind) => Some(kind),
        None => {
            out.push("type", if kind.trim().is_empty() { "required" } else { "wrong_format" });
            None
        }
    };
    let reason = out.required_text("reason", reason, REASON_MAX);
    match (kind, reason) {
        (Some(kind), Some(reason)) if out.is_empty() => Ok((kind, reason)),
        _ => Err(out),
    }
}

/// The star maximum an admin may set (`star_count`); 0 turns starring off.
pub const STAR_COUNT_MIN: i64 = 0;
pub const STAR_COUNT_MAX: i64 = 1000;

/// Days without activity after which a salon is listed under "no activity".
pub const INACTIVE_DAYS: i64 = 7;

/// The tabs of the admin's salons list (spec §2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SalonTab {
    All,
    Active,
    /// `deactivated` with the immediate type.
    DeactivatedImmediately,
    /// The after-orders type, still `deactivating` or already `deactivated`.
    DeactivatedAfterOrders,
    /// No appointment ever.
    WithoutAppointments,
    New,
    /// No activity in the last [`INACTIVE_DAYS`] days (see `store::admin_salons`).
    Inactive,
    Star,
}

impl SalonTab {
    pub const ALL: [SalonTab; 8] = [
        SalonTab::All,
        SalonTab::Active,
        SalonTab::DeactivatedImmediately,
        SalonTab::DeactivatedAfterOrders,
        SalonTab::WithoutAppointments,
        SalonTab::New,
        SalonTab::Inactive,
        SalonTab::Star,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            SalonTab::All => "all",
            SalonTab::Active => "active",
            SalonTab::DeactivatedImmediately => "deactivated_immediately",
            SalonTab::DeactivatedAfterOrders => "deactivated_after_orders",
            SalonTab::WithoutAppointments => "without_appointments",
            SalonTab::New => "new",
            SalonTab::Inactive => "inactive",
            SalonTab::Star => "star",
        }
    }

    pub fn parse(text: &str) -> Option<SalonTab> {
        SalonTab::ALL.into_iter().find(|t| t.as_str() == text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deactivation_needs_a_known_type_and_a_reason() {
        assert_eq!(parse_deactivation("after_orders", "  Tadilat "), Ok((DeactivationType::AfterOrders, "Tadilat".into())));
        assert_eq!(parse_deactivation("later", " ").unwrap_err().codes(), vec![("type", "wrong_format"), ("reason", "required")]);
        assert_eq!(
            parse_deactivation("", &"x".repeat(REASON_MAX + 1)).unwrap_err().codes(),
            vec![("type", "required"), ("reason", "max_length")]
        );
    }

    #[test]
    fn each_type_leads_to_its_status_and_only_active_books() {
        assert_eq!(DeactivationType::Immediate.status(), SalonStatus::Deactivated);
        assert_eq!(DeactivationType::AfterOrders.status(), SalonStatus::Deactivating);
        assert!(SalonStatus::Active.bookable());
        assert!(SalonStatus::ALL.iter().filter(|s| s.bookable()).count() == 1);
        for tab in SalonTab::ALL {
            assert_eq!(SalonTab::parse(tab.as_str()), Some(tab));
        }
    }
}
