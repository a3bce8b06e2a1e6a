// `/products` (all staff, REFERENCE §5 "Products"): the active products with a search by name or
// type. Admins also add (on /addproduct), edit in a dialog, and delete after a Yes/No question;
// deleting archives, and the API refuses while stock, transfers, requests or treatments use it.
import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '#functions/contract/catalog.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { SearchField } from '#web/components/search-field.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { paths } from '#web/config/paths.ts';
import { useStaffProfile } from '#web/lib/session/session-context.ts';
import { useDeleteProduct } from '#web/features/products/api/delete-product.ts';
import { useProducts } from '#web/features/products/api/get-products.ts';
import { EditProductModal } from '#web/features/products/components/edit-product-modal.tsx';
import { ProductsTable, type ProductActions } from '#web/features/products/components/products-table.tsx';
import { matchesSearch } from '#web/features/products/product-search.ts';
import { notifySuccess } from '#web/lib/notify.ts';

function ProductList({ search, actions }: { search: string; actions: ProductActions | undefined }) {
  const products = useProducts();
  if (products.isPending) return <ScreenLoader />;
  if (products.isError) return <LoadError title="Could not load the products" error={products.error} onRetry={() => void products.refetch()} />;
  const all = products.data;
  const shown = all.filter((product) => matchesSearch(product, search));
  const empty = all.length === 0 ? 'No products yet.' : 'No product matches your search.';
  return (
    <>
      {/* Polite: the count is read out after the user pauses typing, not on every key. */}
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown.length === all.length ? `${all.length} products` : `Showing ${shown.length} of ${all.length} products`}
      </Text>
      <ProductsTable products={shown} actions={actions} emptyText={empty} />
    </>
  );
}

/** Delete with its question; the API's refusal stays in the dialog with its reasons. */
function useDeleteFlow() {
  const remove = useDeleteProduct();
  const [asking, setAsking] = useState<Product>();
  const ask = (product: Product) => {
    remove.reset();
    setAsking(product);
  };
  const yes = () => {
    if (!asking) return;
    remove.mutate(asking.id, {
      onSuccess: () => {
        notifySuccess(`${asking.name} was deleted.`, 'Product deleted');
        setAsking(undefined);
      },
    });
  };
  const dialog = (
    <ConfirmDialog question={asking && `Delete ${asking.name}?`} busy={remove.isPending} error={remove.error} onYes={yes} onNo={() => setAsking(undefined)}>
      It leaves the product list and pickers. Past invoices and appointments keep it.
    </ConfirmDialog>
  );
  return { ask, dialog };
}

export function ProductsPage() {
  const isAdmin = useStaffProfile()?.is_admin === true;
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Product>();
  const deletion = useDeleteFlow();
  const actions = isAdmin ? { onEdit: setEditing, onDelete: deletion.ask } : undefined;

  return (
    <Page title="Products">
      <Group justify="space-between" align="flex-end" gap="md">
        <SearchField label="Search products" placeholder="Name or type" value={search} onChange={setSearch} />
        {isAdmin && (
          <Button component={Link} to={paths.addProduct} leftSection={<IconPlus size={18} aria-hidden />}>
            Add product
          </Button>
        )}
      </Group>
      <ProductList search={search} actions={actions} />
      {isAdmin && <EditProductModal product={editing} onClose={() => setEditing(undefined)} />}
      {deletion.dialog}
    </Page>
  );
}
