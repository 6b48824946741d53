'use client';
// The shop's logo or banner at /seller/shop (issue 32, point 6): the current image or a line saying
// there is none, a file input that uploads the chosen file at once (checked first with the
// contract's rules, the API's words), and a button that removes it. The status says what happened;
// a refusal (the browser's or the API's) is an alert.
import { useState, type ChangeEvent } from 'react';
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import productStyles from '@/components/seller-products/seller-products.module.scss';
import button from '@/components/ui/button.module.scss';
import { FallbackImage } from '@/components/ui/fallback-image';
import { sellerShopAnswer } from '@/lib/http/answers/seller-shop';
import { sendJson, type SendOptions } from '@/lib/http/client';
import { SELLER_SHOP_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import { SHOP_IMAGE_FIELD } from '@/contract/api/seller-images';
import { IMAGE_ACCEPT, imageFileProblem, type ShopImageKind } from '@/contract/rules/images';
import styles from './seller-shop.module.scss';

const WORDS: Record<ShopImageKind, { title: string; none: string; upload: string; remove: string }> = {
  logo: { title: 'Logo', none: 'No logo yet.', upload: 'Upload a logo', remove: 'Remove the logo' },
  banner: { title: 'Banner', none: 'No banner yet.', upload: 'Upload a banner', remove: 'Remove the banner' },
};

interface SellerShopImageProps {
  kind: ShopImageKind;
  shopName: string;
  /** The image now shown to buyers; null when there is none. */
  image: string | null;
}

export function SellerShopImage({ kind, shopName, image: initial }: SellerShopImageProps) {
  const words = WORDS[kind];
  const [image, setImage] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const titleId = `shop-${kind}-title`;

  async function send(options: SendOptions, fallback: string) {
    setBusy(true);
    try {
      const answer = await sendJson(handlers.sellerShopImage(kind), sellerShopAnswer, options, fallback);
      if (!answer.ok) {
        setNotice(null);
        return setError(answer.message);
      }
      setImage(answer.data.shop[kind]);
      setNotice(answer.message);
    } finally {
      setBusy(false);
    }
  }

  function onChoose(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again (after a refusal) is a change too.
    input.value = '';
    if (!file || busy) return;
    const problem = imageFileProblem(file);
    setError(problem);
    if (problem) return setNotice(null);
    setNotice(SELLER_SHOP_MESSAGES.uploading);
    const form = new FormData();
    form.append(SHOP_IMAGE_FIELD, file, file.name);
    void send({ method: 'POST', body: form }, SELLER_SHOP_MESSAGES.imageFailed);
  }

  function onRemove() {
    if (busy) return;
    setError(null);
    setNotice(null);
    void send({ method: 'DELETE' }, SELLER_SHOP_MESSAGES.removeFailed);
  }

  return (
    <section aria-labelledby={titleId} className={productStyles.section}>
      <h2 id={titleId} className={productStyles.name}>
        {words.title}
      </h2>
      <FormStatus>{notice}</FormStatus>
      <FormSummary id={`shop-${kind}-error`} message={error} />
      {image ? (
        <div className={`${productStyles.frame} ${styles[kind]}`}>
          <FallbackImage
            src={image}
            alt={`${shopName} ${kind}`}
            fill
            sizes={kind === 'logo' ? '128px' : '(min-width: 768px) 720px, 100vw'}
            maxWidth={kind === 'logo' ? 256 : 1200}
          />
        </div>
      ) : (
        <p className={productStyles.lead}>{words.none}</p>
      )}
      <div className={styles.controls}>
        <Field name={`${kind}-${SHOP_IMAGE_FIELD}`} label={words.upload} type="file" accept={IMAGE_ACCEPT} disabled={busy} onChange={onChoose} />
        {image ? (
          <button type="button" className={`${button.button} ${button.ghost}`} disabled={busy} onClick={onRemove}>
            {words.remove}
          </button>
        ) : null}
      </div>
    </section>
  );
}
