//! Tariffs (spec §1, §9): what the free and the paid plan allow a salon.

/// A salon's plan, stored as `salons.plan`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Plan {
    /// Up to 3 employees (the owner and two specialists), 100 SMS a month, no manual entries,
    /// reports, CRM or moderator chat.
    Free,
    /// Premium (the plan lists also say Basic): up to 10 employees, unlimited SMS and e-mail
    /// reminders, reports, salaries, manual calendar entries, CRM and moderator chat.
    Premium,
}

/// Something a plan may or may not include (spec §1 tariffs, §9). Quotas (employees, SMS) are
/// numbers of their own: [`Plan::employee_limit`], [`Plan::sms_per_month`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Feature {
    /// Calendar entries made by the salon for walk-in or phone clients.
    ManualEntries,
    Reports,
    Analytics,
    /// CRM integration.
    Crm,
    /// Chat with a feedback moderator.
    ModeratorChat,
    /// Salary tracking.
    Salaries,
    /// Keeping the salon's history ("Premium adds history storage").
    HistoryStorage,
    /// Payment methods ("Premium adds ... payment methods").
    PaymentMethods,
    /// Visit reminders by e-mail ("unlimited SMS and email reminders").
    EmailReminders,
    /// The salon's loyalty points programme (issue #19 item 3).
    Loyalty,
}

impl Feature {
    pub const ALL: [Feature; 10] = [
        Feature::ManualEntries,
        Feature::Reports,
        Feature::Analytics,
        Feature::Crm,
        Feature::ModeratorChat,
        Feature::Salaries,
        Feature::HistoryStorage,
        Feature::PaymentMethods,
        Feature::EmailReminders,
        Feature::Loyalty,
    ];

    /// The feature's stable name: in `plan_feature_unavailable` refusals (the `feature`
    /// parameter), in the plans the web reads, and in the `feature_<key>` messages that name it
    /// in each language.
    pub const fn key(self) -> &'static str {
        match self {
            Feature::ManualEntries => "manual_entries",
            Feature::Reports => "reports",
            Feature::Analytics => "analytics",
            Feature::Crm => "crm",
            Feature::ModeratorChat => "moderator_chat",
            Feature::Salaries => "salaries",
            Feature::HistoryStorage => "history_storage",
            Feature::PaymentMethods => "payment_methods",
            Feature::EmailReminders => "email_reminders",
            Feature::Loyalty => "loyalty",
        }
    }

    /// THE plan × feature table: which plans include the feature, as `[free, premium]`. The
    /// match is exhaustive, so a new feature cannot be added without its row.
    const fn plans(self) -> [bool; 2] {
        match self {
            // [free, premium]
            Feature::ManualEntries => [false, true],
            Feature::Reports => [false, true],
            Feature::Analytics => [false, true],
            Feature::Crm => [false, true],
            Feature::ModeratorChat => [false, true],
            Feature::Salaries => [false, true],
            Feature::HistoryStorage => [false, true],
            Feature::PaymentMethods => [false, true],
            Feature::EmailReminders => [false, true],
            Feature::Loyalty => [false, true],
        }
    }
}

impl Plan {
    /// Every plan, cheapest first: the order of the tariff tables.
    pub const ALL: [Plan; 2] = [Plan::Free, Plan::Premium];

    /// Reads `salons.plan`; anything but a paid plan name is the free plan.
    pub fn parse(name: &str) -> Plan {
        match name {
            "premium" | "basic" | "paid" => Plan::Premium,
            _ => Plan::Free,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Plan::Free => "free",
            Plan::Premium => "premium",
        }
    }

    /// Employees a salon may have, the owner included.
    pub fn employee_limit(self) -> u32 {
        match self {
            Plan::Free => 3,
            Plan::Premium => 10,
        }
    }

    /// SMS a month; `None` is unlimited.
    pub fn sms_per_month(self) -> Option<u32> {
        match self {
            Plan::Free => Some(100),
            Plan::Premium => None,
        }
    }

    /// Monthly price in kuruş (1599 TRY for the paid plan).
    pub fn monthly_price_kurus(self) -> i64 {
        match self {
            Plan::Free => 0,
            Plan::Premium => 159_900,
        }
    }

    /// Whether the plan is paid for (has a subscription behind it).
    pub fn is_paid(self) -> bool {
        self.monthly_price_kurus() > 0
    }

    /// The features the plan includes, in [`Feature::ALL`]'s order.
    pub fn features(self) -> Vec<Feature> {
        Feature::ALL.into_iter().filter(|f| self.allows(*f)).collect()
    }

    /// Whether the plan includes `feature` (its row of the plan × feature table).
    pub fn allows(self, feature: Feature) -> bool {
        let [free, premium] = feature.plans();
        match self {
            Plan::Free => free,
            Plan::Premium => premium,
        }
    }

    /// Whether one more employee fits when the salon has `current` already.
    pub fn can_add_employee(self, current: u32) -> bool {
        current < self.employee_limit()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn free_plan_takes_three_employees_and_no_manual_entries() {
        let free = Plan::parse("free");
        assert!(free.can_add_employee(2));
        assert!(!free.can_add_employee(3));
        assert!(!free.allows(Feature::ManualEntries));
        assert_eq!(free.sms_per_month(), Some(100));
    }

    #[test]
    fn paid_plan_takes_ten_and_allows_manual_entries() {
        let paid = Plan::parse("premium");
        assert!(paid.can_add_employee(9));
        assert!(!paid.can_add_employee(10));
        assert!(paid.allows(Feature::ManualEntries));
        assert_eq!(paid.monthly_price_kurus(), 159_900);
        assert_eq!(Plan::parse("unknown"), Plan::Free);
    }

    #[test]
    fn the_whole_plan_feature_table() {
        use Feature::*;
        // (feature, free, premium), as spec §1 lists the tariffs: the free plan has "no analytics,
        // no manual entries, no reports, no CRM and no moderator chat"; the paid plan has reports,
        // salary tracking, manual entries, CRM and the moderator chat, plus history storage and
        // payment methods.
        let table = [
            (ManualEntries, false, true),
            (Reports, false, true),
            (Analytics, false, true),
            (Crm, false, true),
            (ModeratorChat, false, true),
            (Salaries, false, true),
            (HistoryStorage, false, true),
            (PaymentMethods, false, true),
            (EmailReminders, false, true),
            (Loyalty, false, true),
        ];
        assert_eq!(table.map(|(f, _, _)| f), Feature::ALL, "every feature, once");
        for (feature, free, premium) in table {
            assert_eq!((Plan::Free.allows(feature), Plan::Premium.allows(feature)), (free, premium), "{feature:?}");
        }
        // Every paid plan name reads as the paid plan and gets its column.
        for name in ["premium", "basic", "paid"] {
            assert!(Feature::ALL.iter().all(|f| Plan::parse(name).allows(*f)), "{name}");
        }
    }
}
