//! A salary row (spec §3 "Salary rows") counted from `store::salaries::SalaryData` with the
//! rules of `domain::salary`; the list and the drill-down show the same row.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use domain::period::Period;
use domain::salary::{Terms, average_bill, conversion_bp, pay, worked_minutes};
use domain::team::SalaryType;
use serde::Serialize;
use store::model::Master;
use store::salaries::SalaryData;
use utoipa::ToSchema;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CategoryCommission {
    pub category_id: i64,
    /// basis points (1 % = 100)
    pub commission_bp: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SalaryRow {
    pub master_id: i64,
    pub full_name: String,
    /// Removed from the team; shown for the past it has in the period.
    pub removed: bool,
    /// `fixed` or `hourly` (edited in the employee form).
    pub salary_type: String,
    /// kuruş an hour (edited in the employee form).
    pub hourly_rate: Option<i64>,
    /// kuruş a month, for `fixed`.
    pub monthly_salary: Option<i64>,
    /// basis points on service revenue.
    pub commission_bp: Option<i64>,
    pub category_commissions: Vec<CategoryCommission>,
    /// From the schedule (hours minus breaks, nothing on days off) or the salon's corrections.
    pub minutes_worked: i64,
    /// Completed visits.
    pub completed: i64,
    /// Visits dated in the period, whatever became of them.
    pub booked: i64,
    /// completed ÷ booked, basis points.
    pub conversion_bp: i64,
    /// kuruş of completed visits.
    pub revenue: i64,
    /// kuruş
    pub average_bill: i64,
    pub clients: i64,
    /// Clients whose first completed visit at the salon is this master's, in the period.
    pub new_clients: i64,
    /// kuruş: the fixed monthly part (prorated by day for a partial month) or hours × rate.
    pub base_pay: i64,
    /// kuruş: commission on service revenue (per category where set).
    pub commission: i64,
    /// kuruş: base_pay + commission.
    pub due: i64,
    /// kuruş paid to the master in the period.
    pub paid: i64,
    /// kuruş still due: due − paid (negative: paid ahead).
    pub balance: i64,
}

pub fn terms(master: &Master, category_bp: BTreeMap<i64, i64>) -> Terms {
    Terms {
        salary_type: if master.salary_type == "hourly" { SalaryType::Hourly } else { SalaryType::Fixed },
        monthly_salary: master.monthly_salary.unwrap_or(0),
        hourly_rate: master.hourly_rate.unwrap_or(0),
        commission_bp: master.commission_bp.map_or(0, i64::from),
        category_bp,
    }
}

/// The rows of every master in `data`, in the team's order.
pub fn rows(data: &SalaryData, period: Period) -> Vec<SalaryRow> {
    let none = BTreeMap::new();
    data.masters
        .iter()
        .map(|m| {
            let category_bp = data.category_rates.get(&m.id).cloned().unwrap_or_default();
            let minutes = match data.calendars.get(&m.id) {
                Some(calendar) => {
                    worked_minutes(&data.salon, calendar, period.from, period.to, data.corrections.get(&m.id).unwrap_or(&BTreeMap::new()))
                }
                None => 0,
            };
            let counts = data.counts.get(&m.id).cloned().unwrap_or_default();
            let terms = terms(m, category_bp.clone());
            let pay = pay(&terms, period.from, period.to, minutes, data.revenue_by_category.get(&m.id).unwrap_or(&none));
            let paid = data.paid.get(&m.id).copied().unwrap_or(0);
            SalaryRow {
                master_id: m.id,
                full_name: m.full_name.clone(),
                removed: m.deleted_at.is_some(),
                salary_type: m.salary_type.clone(),
                hourly_rate: m.hourly_rate,
                monthly_salary: m.monthly_salary,
                commission_bp: m.commission_bp.map(i64::from),
                category_commissions: category_bp
                    .into_iter()
                    .map(|(category_id, commission_bp)| CategoryCommission { category_id, commission_bp })
                    .collect(),
                minutes_worked: i64::from(minutes),
                completed: counts.completed,
                booked: counts.booked,
                conversion_bp: conversion_bp(counts.completed as u64, counts.booked as u64),
                revenue: counts.revenue,
                average_bill: average_bill(counts.revenue, counts.completed as u64),
                clients: counts.clients,
                new_clients: data.new_clients.get(&m.id).copied().unwrap_or(0),
                base_pay: pay.base,
                commission: pay.commission,
                due: pay.due(),
                paid,
                balance: pay.due() - paid,
            }
        })
        .collect()
}

/// One day of a master's period: what the schedule says and the salon's correction.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct WorkedDay {
    /// yyyy-MM-dd
    pub date: NaiveDate,
    pub scheduled_minutes: i64,
    /// The salon's correction, when it made one.
    pub corrected_minutes: Option<i64>,
    /// What counts: the correction, else the schedule.
    pub minutes: i64,
}

pub fn days(data: &SalaryData, master_id: i64, period: Period) -> Vec<WorkedDay> {
    let Some(calendar) = data.calendars.get(&master_id) else { return Vec::new() };
    let corrections = data.corrections.get(&master_id);
    period
        .from
        .iter_days()
        .take_while(|d| *d <= period.to)
        .map(|date| {
            let scheduled = i64::from(domain::salary::scheduled_minutes(&data.salon, calendar, date));
            let corrected = corrections.and_then(|c| c.get(&date)).map(|m| i64::from(*m));
            WorkedDay { date, scheduled_minutes: scheduled, corrected_minutes: corrected, minutes: corrected.unwrap_or(scheduled) }
        })
        .collect()
}
