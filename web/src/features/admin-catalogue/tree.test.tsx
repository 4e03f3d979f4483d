import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogueTree as Tree } from './api/catalogue';
import { CatalogueTree, type TreeActions } from './components/CatalogueTree';

vi.mock('@/shared/hooks/useLocale', () => ({ useLocale: () => 'en' }));
vi.mock('@/shared/i18n', () => ({
  useTranslation: () => ({ t: (key: string, o?: Record<string, unknown>) => (o ? `${key} ${JSON.stringify(o)}` : key) }),
}));

const names = (tr: string, en: string, ru: string) => ({ tr, en, ru });
const service = (id: number, categoryId: number, en: string) => ({
  id,
  category_id: categoryId,
  slug: `s-${id}`,
  names: names(`${en} tr`, en, `${en} ru`),
  descriptions: names('', '', ''),
  default_duration_min: 45,
  salons_count: 2,
});

const tree: Tree = {
  menu_max: 7,
  departments: [
    {
      id: 1,
      slug: 'hair',
      names: names('Kuaför', 'Hair', 'Волосы'),
      sort_order: 1,
      show_in_menu: true,
      icon: '/api/site/departments/1/icon.svg?v=1',
      categories: [
        { id: 10, department_id: 1, slug: 'cut', names: names('Kesim', 'Cut', 'Стрижка'), sort_order: 1, services: [service(100, 10, 'Haircut')] },
        { id: 11, department_id: 1, slug: 'colour', names: names('Boya', '', 'Окрашивание'), sort_order: 2, services: [] },
      ],
    },
    { id: 2, slug: 'nails', names: names('Tırnak', 'Nails', 'Ногти'), sort_order: 2, show_in_menu: false, icon: '/i.svg', categories: [] },
  ],
};

function actions(): TreeActions {
  return {
    editDepartment: vi.fn(),
    deleteDepartment: vi.fn(),
    addCategory: vi.fn(),
    editCategory: vi.fn(),
    deleteCategory: vi.fn(),
    moveCategory: vi.fn(),
    addService: vi.fn(),
    editService: vi.fn(),
    deleteService: vi.fn(),
  };
}

function renderTree(a: TreeActions) {
  return render(
    <MantineProvider>
      <CatalogueTree tree={tree} actions={a} />
    </MantineProvider>,
  );
}

describe('the catalogue tree', () => {
  it('shows departments in order with the reader’s names, Turkish when one is missing', () => {
    const a = actions();
    renderTree(a);
    const hair = screen.getByTestId('department-hair');
    expect(within(hair).getByText('Hair')).toBeInTheDocument();
    expect(within(hair).getByText('tree.in_menu')).toBeInTheDocument();
    expect(within(screen.getByTestId('department-nails')).queryByText('tree.in_menu')).not.toBeInTheDocument();
    fireEvent.click(within(hair).getByText('Hair'));
    expect(within(screen.getByTestId('category-colour')).getByText('Boya')).toBeInTheDocument();
    expect(within(screen.getByTestId('service-s-100')).getByText(/Haircut/)).toBeInTheDocument();
    expect(within(screen.getByTestId('service-s-100')).getByText('tree.service_meta {"minutes":45,"count":2}')).toBeInTheDocument();
  });

  it('moves a category down, up within its department, and never past the ends', () => {
    const a = actions();
    renderTree(a);
    fireEvent.click(screen.getByText('Hair'));
    const cut = screen.getByTestId('category-cut');
    const colour = screen.getByTestId('category-colour');
    expect(within(cut).getByTestId('category-up')).toBeDisabled();
    expect(within(colour).getByTestId('category-down')).toBeDisabled();
    fireEvent.click(within(cut).getByTestId('category-down'));
    expect(a.moveCategory).toHaveBeenCalledWith(tree.departments[0]!.categories[0], 1, 1);
    fireEvent.click(within(colour).getByTestId('category-up'));
    expect(a.moveCategory).toHaveBeenCalledWith(tree.departments[0]!.categories[1], 1, 0);
  });

  it('hands edits and deletes of each level to the page', () => {
    const a = actions();
    renderTree(a);
    fireEvent.click(within(screen.getByTestId('department-nails')).getByTestId('department-delete'));
    expect(a.deleteDepartment).toHaveBeenCalledWith(tree.departments[1]);
    fireEvent.click(screen.getByText('Hair'));
    fireEvent.click(within(screen.getByTestId('service-s-100')).getByTestId('service-delete'));
    expect(a.deleteService).toHaveBeenCalledWith(tree.departments[0]!.categories[0]!.services[0]);
    fireEvent.click(within(screen.getByTestId('category-cut')).getByTestId('service-add'));
    expect(a.addService).toHaveBeenCalledWith(tree.departments[0]!.categories[0]);
  });
});
