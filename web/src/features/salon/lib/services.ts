import type { SalonServiceItem, ServiceCategory } from '../api/types';

export interface DepartmentGroup {
  department: string;
  categories: ServiceCategory[];
}

/** Categories grouped under their department in API order; empty categories are dropped. */
export function groupByDepartment(categories: ServiceCategory[]): DepartmentGroup[] {
  const groups: DepartmentGroup[] = [];
  const byName = new Map<string, DepartmentGroup>();
  for (const category of categories) {
    if (category.services.length === 0) continue;
    let group = byName.get(category.department);
    if (!group) {
      group = { department: category.department, categories: [] };
      byName.set(category.department, group);
      groups.push(group);
    }
    group.categories.push(category);
  }
  return groups;
}

export interface PriceInfo {
  /** What the client pays (kuruş). */
  final: number;
  /** The undiscounted price, only when there is a discount. */
  old: number | null;
  percent: number | null;
}

/** A discount shows only when it is positive and actually lowers the price. */
export function priceInfo(item: Pick<SalonServiceItem, 'price' | 'final_price' | 'discount_percent'>): PriceInfo {
  const discounted = item.discount_percent > 0 && item.final_price < item.price;
  return {
    final: item.final_price,
    old: discounted ? item.price : null,
    percent: discounted ? Math.round(item.discount_percent) : null,
  };
}
