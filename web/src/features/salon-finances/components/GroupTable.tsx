import { Paper, Table, Text, Title } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { formatMoney } from '@/shared/lib/format';

export interface Line {
  key: string;
  label: string;
  amount: number;
  visits?: number;
}

/** A titled table of amounts, e.g. revenue by payment method. */
export function GroupTable({ title, lines, empty, testId }: { title: string; lines: Line[]; empty: string; testId: string }) {
  const locale = useLocale();
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h5" mb="xs">{title}</Title>
      {lines.length === 0 ? (
        <Text c="dimmed" size="sm">{empty}</Text>
      ) : (
        <Table data-testid={testId}>
          <Table.Tbody>
            {lines.map((l) => (
              <Table.Tr key={l.key}>
                <Table.Td>{l.label}</Table.Td>
                <Table.Td ta="right">{l.visits ?? ''}</Table.Td>
                <Table.Td ta="right">{formatMoney(l.amount, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
