// One invoice of "Submit invoice" (REFERENCE §5): client, location and date of service, payment
// method, the product sections with their amounts, discount, tip, comments, flags, Pay Faster,
// images and the live preview. Errors arrive by path inside the card (`location_id`,
// `products.0.quantity`), from the contract's schema in the browser or from the server.
import { ActionIcon, Checkbox, Group, Paper, Radio, Select, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ClientRef, LocationRef } from '#functions/contract/common.ts';
import type { ChargeRates } from '#functions/contract/invoice-charge.ts';
import type { EmployeeInventory, ProductRef } from '#functions/contract/inventory.ts';
import { FieldGrid } from '#web/components/field-grid.tsx';
import { ChargePreview } from '#web/features/invoices/components/charge-preview.tsx';
import { ClientFields } from '#web/features/invoices/components/client-fields.tsx';
import { NewLocationButton } from '#web/features/invoices/components/new-location-button.tsx';
import { InvoiceImages } from '#web/features/invoices/components/invoice-images.tsx';
import { ProductSection } from '#web/features/invoices/components/product-section.tsx';
import { amountKeys, chargeInputOf, flagKeys, type CardDraft, type FlagKey, type SectionKey } from '#web/features/invoices/invoice-draft.ts';
import { stockChoices } from '#web/features/invoices/invoice-stock.ts';
import { paymentTypeLabels } from '#web/features/invoices/invoice-format.ts';

export interface CardContext {
  cards: readonly CardDraft[];
  stock: readonly EmployeeInventory[];
  catalogue: ReadonlyMap<string, ProductRef>;
  clients: { list: readonly ClientRef[]; loading: boolean };
  locations: readonly LocationRef[];
  rates: ChargeRates;
  /** A resubmission keeps a client by id: no "Create Client". */
  newClientAllowed?: boolean;
  /** Admins may create a location from the card, in this time zone by default. */
  newLocationZone?: string | undefined;
}

interface InvoiceCardProps {
  card: CardDraft;
  index: number;
  context: CardContext;
  set: (patch: Partial<CardDraft>) => void;
  onRemove?: () => void;
  errorAt: (path: string) => string | undefined;
}

const sectionTitles: Record<SectionKey, string> = { products: 'Products/Services', retail_products: 'Retail Products', wellness_products: 'Wellness' };
const flagLabels: Record<FlagKey, string> = {
  concierge_fee_paid: 'Concierge Fee Paid', gfe: 'GFE', semag_consult_fee: 'Semaglutide Consultation Fee', provider_purchased: 'Provider Purchased',
};


function Dollars({ label, value, error, onChange }: { label: string; value: string; error?: string; onChange: (v: string) => void }): ReactNode {
  return <TextInput label={label} leftSection="$" inputMode="decimal" value={value} onChange={(e) => onChange(e.currentTarget.value)} error={error} />;
}

export function InvoiceCard({ card, index, context, set, onRemove, errorAt }: InvoiceCardProps) {
  const title = `Invoice ${index + 1}`;
  const sections: SectionKey[] = card.show_wellness ? ['products', 'retail_products', 'wellness_products'] : ['products', 'retail_products'];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">{title}</Title>
          {onRemove && <ActionIcon variant="subtle" aria-label={`Remove ${title}`} onClick={onRemove}><IconX size={18} aria-hidden /></ActionIcon>}
        </Group>
        <ClientFields card={card} clients={context.clients.list} loading={context.clients.loading} allowNew={context.newClientAllowed !== false} set={set} errorAt={errorAt} />
        <FieldGrid>
          <Stack gap={6}>
            <Select
              label="Location" data={context.locations.map((l) => ({ value: l.id, label: l.name }))} value={card.location_id || null}
              onChange={(id) => set({ location_id: id ?? '' })} error={errorAt('location_id')} required searchable
            />
            {context.newLocationZone !== undefined && (
              <Group>
                <NewLocationButton timeZone={context.newLocationZone} onCreated={(id) => set({ location_id: id })} />
              </Group>
            )}
          </Stack>
          <TextInput label="Date of Service" type="date" value={card.date_of_service} onChange={(e) => set({ date_of_service: e.currentTarget.value })} error={errorAt('date_of_service')} required />
        </FieldGrid>
        <Radio.Group label="Payment method" value={card.payment_type} onChange={(v) => set({ payment_type: v as CardDraft['payment_type'] })} error={errorAt('payment_type')}>
          <Group gap="lg" mt={4}>{Object.entries(paymentTypeLabels).map(([value, label]) => <Radio key={value} value={value} label={label} />)}</Group>
        </Radio.Group>
        <Checkbox label="Wellness products" checked={card.show_wellness} onChange={(e) => set({ show_wellness: e.currentTarget.checked })} />
        {sections.map((section) => (
          <Stack key={section} gap="xs">
            <ProductSection
              title={sectionTitles[section]} lines={card[section]} choices={stockChoices(context.stock, context.cards, section)}
              onChange={(lines) => set({ [section]: lines })}
              errorAt={(path) => errorAt(path === '' ? section : `${section}.${path}`)}
            />
            <Dollars
              label={`Amount Client Paid (${sectionTitles[section]})`} value={card.paid[section]} error={errorAt(amountKeys[section])}
              onChange={(v) => set({ paid: { ...card.paid, [section]: v } })}
            />
          </Stack>
        ))}
        <FieldGrid>
          <Dollars label="Personal Discount" value={card.personal_discount} error={errorAt('personal_discount_cents')} onChange={(v) => set({ personal_discount: v })} />
          <Dollars label="Tip" value={card.tip} error={errorAt('tip_cents')} onChange={(v) => set({ tip: v })} />
        </FieldGrid>
        <Textarea label="Comments" rows={2} resize="vertical" value={card.comments} onChange={(e) => set({ comments: e.currentTarget.value })} error={errorAt('comments')} />
        <Group gap="lg">
          {flagKeys.map((key) => <Checkbox key={key} label={flagLabels[key]} checked={card[key]} onChange={(e) => set({ [key]: e.currentTarget.checked })} />)}
        </Group>
        <Switch label="Pay Faster" checked={card.instant_pay} onChange={(e) => set({ instant_pay: e.currentTarget.checked })} />
        <FieldGrid>
          <InvoiceImages label="Before images" images={card.before_images} onChange={(images) => set({ before_images: images })} />
          <InvoiceImages label="After images" images={card.after_images} onChange={(images) => set({ after_images: images })} />
        </FieldGrid>
        <ChargePreview input={chargeInputOf(card, context.catalogue)} rates={context.rates} />
      </Stack>
    </Paper>
  );
}
