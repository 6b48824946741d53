'use client';
// A product's steps besides saving it: a draft is published (buyers see it; its serial number is
// issued the first time) or archived; an active one is unpublished (back to draft) or archived.
// Delete is offered for a draft or an archived product; the API refuses it (409) for one that was
// ever ordered, and that refusal is shown here. Archiving and deleting are for good: asked first.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { SAVE_CONFIRMATION_MS, useFadingNotice } from '@/components/forms/use-form';
import button from '@/components/ui/button.module.scss';
import type { SellerProduct, SellerProductStep } from '@/lib/domain/seller';
import { messageAnswer } from '@/lib/http/answers/common';
import { sellerProductAnswer } from '@/lib/http/answers/seller-products';
import { sendJson } from '@/lib/http/client';
import { SELLER_PRODUCT_MESSAGES } from '@/lib/messages/catalogue';
import { handlers, pages } from '@/lib/routing/urls';
import styles from './seller-products.module.scss';

type Action = SellerProductStep | 'delete';

const LABELS: Record<Action, string> = { publish: 'Publish', unpublish: 'Unpublish', archive: 'Archive', delete: 'Delete' };

/** What the product's state offers, in the order shown. */
function actionsFor(status: SellerProduct['status']): Action[] {
  if (status === 'draft') return ['publish', 'archive', 'delete'];
  if (status === 'active') return ['unpublish', 'archive'];
  return ['delete'];
}

const CONFIRM: Partial<Record<Action, string>> = { archive: SELLER_PRODUCT_MESSAGES.confirmArchive, delete: SELLER_PRODUCT_MESSAGES.confirmDelete };

export function SellerProductSteps({ product }: { product: Pick<SellerProduct, 'id' | 'name' | 'status'> }) {
  const router = useRouter();
  const [busy, setBusy] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useFadingNotice(SAVE_CONFIRMATION_MS);

  async function act(action: Action) {
    if (busy) return;
    const question = CONFIRM[action];
    if (question && !window.confirm(question)) return;
    setBusy(action);
    setError(null);
    setNotice(null);
    if (action === 'delete') {
      const answer = await sendJson(handlers.sellerProduct(product.id), messageAnswer, { method: 'DELETE' }, SELLER_PRODUCT_MESSAGES.deleteFailed);
      setBusy(null);
      if (!answer.ok) return setError(answer.message);
      setNotice(answer.message);
      router.push(pages.sellerProducts());
      return;
    }
    const answer = await sendJson(
      handlers.sellerProductStep(product.id, action),
      sellerProductAnswer,
      { method: 'POST', body: {} },
      SELLER_PRODUCT_MESSAGES.stepFailed,
    );
    setBusy(null);
    if (!answer.ok) return setError(answer.message);
    setNotice(answer.message);
    router.refresh();
  }

  return (
    <section aria-labelledby="product-steps-title" className={styles.section}>
      <h2 id="product-steps-title" className={styles.name}>
        Publishing
      </h2>
      <FormStatus>{notice}</FormStatus>
      <FormSummary id="product-steps-error" message={error} />
      <div className={styles.steps}>
        {actionsFor(product.status).map((action) => (
          <button
            key={action}
            type="button"
            className={`${button.button} ${action === 'publish' ? button.primary : action === 'delete' ? button.ghost : button.secondary}`}
            disabled={busy !== null}
            onClick={() => void act(action)}
          >
            {busy === action ? `${LABELS[action]}...` : LABELS[action]}
          </button>
        ))}
      </div>
    </section>
  );
}
