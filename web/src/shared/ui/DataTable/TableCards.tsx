import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import classes from './DataTable.module.css';
import { rowKeyHandler, type RowsViewProps } from './TableView';

const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

/** Phone view (below 640 px): one card per row with the columns marked showInMobile, label: value. */
export function TableCards<Row>({ columns, rows, skeletonRows, renderCell, rowKey, onRowClick, rowActions }: RowsViewProps<Row>) {
  const shown = columns.filter((c) => c.showInMobile);
  if (!rows) {
    return (
      <Stack gap="sm">
        {Array.from({ length: skeletonRows }, (_, i) => (
          <Card key={i} withBorder padding="md" data-testid="table-skeleton">
            <Stack gap={8}>
              {shown.map((c) => (
                <Skeleton key={c.name} height={14} radius="sm" />
              ))}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" data-testid="table-cards">
      {rows.map((row) => (
        <Card
          key={rowKey(row)}
          withBorder
          padding="md"
          className={onRowClick ? classes.clickable : undefined}
          tabIndex={onRowClick ? 0 : undefined}
          onClick={onRowClick ? () => onRowClick(row) : undefined}
          onKeyDown={onRowClick ? rowKeyHandler(() => onRowClick(row)) : undefined}
          data-testid="table-card"
        >
          <Stack gap={6}>
            {shown.map((column) => (
              <Group key={column.name} justify="space-between" align="flex-start" wrap="nowrap" gap="md" data-column={column.name}>
                <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
                  {column.label}
                </Text>
                <div className={classes.cardValue}>{renderCell(row, column.name)}</div>
              </Group>
            ))}
            {rowActions && (
              <Group justify="flex-end" gap="xs" mt={4} onClick={stop} onKeyDown={stop}>
                {rowActions(row)}
              </Group>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
