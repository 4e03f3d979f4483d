//! What a basket costs and how long its visit takes (spec §3 basket, §4): each service at its
//! discounted price times its quantity, each chosen subservice or add-on once at its own price,
//! and the durations summed the same way. The booking stores these lines as they are priced here.

use crate::money::final_price;
use crate::problems::Problems;

/// The most units of one `is_multiple` service a basket takes.
pub const QUANTITY_MAX: i32 = 10;

/// A chosen subservice or add-on: priced and timed once, whatever the quantity.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Extra {
    pub id: i64,
    /// kuruş
    pub price: i64,
    pub duration_min: i32,
}

/// One item of the basket: a salon service with its price before discount.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    pub service_id: i64,
    /// kuruş, one unit before discount
    pub price: i64,
    pub discount_percent: i64,
    /// minutes, one unit
    pub duration_min: i32,
    /// Below 1 counts as 1.
    pub quantity: i32,
    pub extras: Vec<Extra>,
}

/// A booked line: the service (`option_id` none) or one of its extras.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Line {
    pub service_id: i64,
    pub option_id: Option<i64>,
    pub quantity: i32,
    /// kuruş, the whole line
    pub price: i64,
    /// minutes, the whole line
    pub duration_min: i32,
}

/// One item as priced.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PricedItem {
    /// kuruş, one unit after discount
    pub final_price: i64,
    pub quantity: i32,
}

/// The basket as priced: per item, the lines to book, and the totals.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Priced {
    /// In the order of the items.
    pub items: Vec<PricedItem>,
    pub lines: Vec<Line>,
    /// kuruş
    pub total: i64,
    /// minutes: services, subservices and add-ons
    pub total_duration: i32,
}

/// Prices the items (spec §3): a service's discounted unit price times its quantity, its extras
/// once each.
pub fn price(items: &[Item]) -> Priced {
    let mut priced = Priced::default();
    for item in items {
        let unit = final_price(item.price, item.discount_percent);
        let quantity = item.quantity.max(1);
        let service = Line {
            service_id: item.service_id,
            option_id: None,
            quantity,
            price: unit * i64::from(quantity),
            duration_min: item.duration_min * quantity,
        };
        let extras = item.extras.iter().map(|e| Line {
            service_id: item.service_id,
            option_id: Some(e.id),
            quantity: 1,
            price: e.price,
            duration_min: e.duration_min,
        });
        for line in std::iter::once(service).chain(extras) {
            priced.total += line.price;
            priced.total_duration += line.duration_min;
            priced.lines.push(line);
        }
        priced.items.push(PricedItem { final_price: unit, quantity });
    }
    priced
}

/// A new quantity of an item that stays in the basket (0 removes it, which is not checked
/// here): one unit of a service that is not `is_multiple`, at most [`QUANTITY_MAX`] of one that
/// is (`max_value` on `quantity`).
pub fn check_quantity(quantity: i32, is_multiple: bool) -> Result<(), Problems> {
    let max = if is_multiple { QUANTITY_MAX } else { 1 };
    if quantity > max {
        let mut out = Problems::default();
        out.push_with("quantity", "max_value", vec![("max", max.to_string())]);
        return Err(out);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(service_id: i64, price: i64, discount_percent: i64, duration_min: i32, quantity: i32, extras: &[Extra]) -> Item {
        Item { service_id, price, discount_percent, duration_min, quantity, extras: extras.to_vec() }
    }

    #[test]
    fn an_empty_basket_costs_nothing() {
        assert_eq!(price(&[]), Priced::default());
    }

    #[test]
    fn services_are_discounted_and_multiplied_extras_counted_once() {
        let toe = Extra { id: 70, price: 5_000, duration_min: 10 };
        let gel = Extra { id: 71, price: 12_000, duration_min: 15 };
        let priced = price(&[item(1, 45_000, 10, 45, 1, &[]), item(2, 30_000, 0, 30, 3, &[toe, gel])]);
        assert_eq!(priced.items, vec![PricedItem { final_price: 40_500, quantity: 1 }, PricedItem { final_price: 30_000, quantity: 3 }]);
        assert_eq!(priced.total, 40_500 + 90_000 + 5_000 + 12_000);
        assert_eq!(priced.total_duration, 45 + 90 + 10 + 15);
        assert_eq!(
            priced.lines,
            vec![
                Line { service_id: 1, option_id: None, quantity: 1, price: 40_500, duration_min: 45 },
                Line { service_id: 2, option_id: None, quantity: 3, price: 90_000, duration_min: 90 },
                Line { service_id: 2, option_id: Some(70), quantity: 1, price: 5_000, duration_min: 10 },
                Line { service_id: 2, option_id: Some(71), quantity: 1, price: 12_000, duration_min: 15 },
            ]
        );
        assert_eq!(priced.lines.iter().map(|l| l.price).sum::<i64>(), priced.total, "the lines add up to the total");
    }

    #[test]
    fn a_quantity_below_one_counts_once_and_discounts_round_to_the_kurus() {
        let priced = price(&[item(1, 999, 50, 20, 0, &[])]);
        assert_eq!(priced.items, vec![PricedItem { final_price: 500, quantity: 1 }]);
        assert_eq!((priced.total, priced.total_duration), (500, 20));
    }

    #[test]
    fn quantities_are_bounded() {
        assert_eq!(check_quantity(1, false), Ok(()));
        assert_eq!(check_quantity(10, true), Ok(()));
        for (quantity, multiple, max) in [(2, false, "1"), (11, true, "10"), (11, false, "1")] {
            let problems = check_quantity(quantity, multiple).unwrap_err();
            assert_eq!(problems.codes(), vec![("quantity", "max_value")]);
            assert_eq!(problems.0[0].params, vec![("max", max.to_owned())]);
        }
    }
}
