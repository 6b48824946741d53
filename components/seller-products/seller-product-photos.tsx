'use client';
// A product's photos on its page in the seller centre (issue 32, point 3): 1 to 8, JPEG, PNG or
// WebP up to 8 MB each, the first the main photo. Chosen files are checked here with the
// contract's rules (the API's words), then uploaded one per request in the order chosen (a request
// body is capped at 10 MB on the way), the status saying which is on its way; each answer is the
// product's photos as they now stand, shown at once. Each photo can become the main one, move
// earlier or later, or be removed. The API judges each file's content again; its refusals are
// shown as alerts, and the other files still go.
import { useState, type ChangeEvent } from 'react';
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import button from '@/components/ui/button.module.scss';
import { FallbackImage } from '@/components/ui/fallback-image';
import type { SellerPhoto } from '@/lib/domain/seller';
import { sellerPhotosAnswer } from '@/lib/http/answers/seller-images';
import { sendJson, type SendOptions } from '@/lib/http/client';
import { SELLER_PHOTO_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import { PRODUCT_IMAGE_FIELD } from '@/contract/api/seller-images';
import { IMAGE_ACCEPT, IMAGE_MESSAGES, imageFileProblem, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from '@/contract/rules/images';
import styles from './seller-products.module.scss';

interface SellerProductPhotosProps {
  productId: number;
  productName: string;
  photos: SellerPhoto[];
}

/** The files that may go, in order, and the words for those that may not (each message once). */
function sortChosenFiles(files: File[], room: number): { accepted: File[]; refused: string[] } {
  const accepted: File[] = [];
  const refused = new Set<string>();
  for (const file of files) {
    const problem = imageFileProblem(file) ?? (accepted.length >= room ? IMAGE_MESSAGES.tooMany : null);
    if (problem) refused.add(problem);
    else accepted.push(file);
  }
  return { accepted, refused: [...refused] };
}

/** A failure worth stopping the other uploads for: the session is over, or the API or the line is down. */
const stopsTheRest = (status: number) => status === 0 || status === 401 || status >= 500;

/** The ids with the one at `from` moved to `to`. */
function moved(photos: SellerPhoto[], from: number, to: number): number[] {
  const ids = photos.map((photo) => photo.id);
  const [id] = ids.splice(from, 1);
  ids.splice(to, 0, id);
  return ids;
}

export function SellerProductPhotos({ productId, productName, photos: initial }: SellerProductPhotosProps) {
  const [photos, setPhotos] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const full = photos.length >= MAX_PRODUCT_IMAGES;

  async function upload(chosen: File[]) {
    const { accepted, refused } = sortChosenFiles(chosen, MAX_PRODUCT_IMAGES - photos.length);
    const problems = new Set(refused);
    const showProblems = () => setError(problems.size > 0 ? [...problems].join(' ') : null);
    showProblems();
    setNotice(null);
    let saved = 0;
    for (const [index, file] of accepted.entries()) {
      setNotice(SELLER_PHOTO_MESSAGES.uploading(index + 1, accepted.length));
      const form = new FormData();
      form.append(PRODUCT_IMAGE_FIELD, file, file.name);
      const answer = await sendJson(
        handlers.sellerProductImages(productId),
        sellerPhotosAnswer,
        { method: 'POST', body: form },
        SELLER_PHOTO_MESSAGES.addFailed,
      );
      if (answer.ok) {
        saved += 1;
        setPhotos(answer.data.photos);
        continue;
      }
      problems.add(answer.message);
      showProblems();
      if (stopsTheRest(answer.status)) break;
    }
    setNotice(saved > 0 ? SELLER_PHOTO_MESSAGES.saved : null);
  }

  /** One change of the photos (a new order, a removal): the answer's photos shown, or its message. */
  async function change(url: string, options: SendOptions, fallback: string) {
    setError(null);
    setNotice(null);
    const answer = await sendJson(url, sellerPhotosAnswer, options, fallback);
    if (!answer.ok) return setError(answer.message);
    setPhotos(answer.data.photos);
    setNotice(answer.message);
  }

  /** Runs one action at a time: the buttons and the file input wait for it. */
  async function run(task: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  }

  const reorder = (ids: number[]) =>
    run(() => change(handlers.sellerProductImageOrder(productId), { method: 'PUT', body: { image_ids: ids } }, SELLER_PHOTO_MESSAGES.reorderFailed));
  const remove = (photo: SellerPhoto) =>
    run(() => change(handlers.sellerProductImage(productId, photo.id), { method: 'DELETE' }, SELLER_PHOTO_MESSAGES.removeFailed));

  function onChoose(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const input = event.target as HTMLInputElement;
    const chosen = Array.from(input.files ?? []);
    // Cleared, so choosing the same file again (after a refusal) is a change too.
    input.value = '';
    if (chosen.length > 0) void run(() => upload(chosen));
  }

  return (
    <section aria-labelledby="product-photos-title" className={styles.section}>
      <h2 id="product-photos-title" className={styles.name}>
        Photos
      </h2>
      <p className={styles.lead}>
        1 to {MAX_PRODUCT_IMAGES} photos, JPEG, PNG or WebP up to {MAX_IMAGE_BYTES / 1024 / 1024} MB each. The first is the main photo.
      </p>
      <FormStatus>{notice}</FormStatus>
      <FormSummary id="product-photos-error" message={error} />
      <Field
        name={PRODUCT_IMAGE_FIELD}
        label="Add photos"
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        disabled={busy || full}
        hint={full ? IMAGE_MESSAGES.tooMany : undefined}
        onChange={onChoose}
      />
      {photos.length > 0 ? (
        <ol aria-label="Photos" className={styles.photos}>
          {photos.map((photo, index) => {
            const n = index + 1;
            const last = index === photos.length - 1;
            return (
              <li key={photo.id} className={styles.photo}>
                <div className={`${styles.frame} ${styles.square}`}>
                  <FallbackImage src={photo.url} alt={`Photo ${n} of ${productName}`} fill sizes="(min-width: 768px) 200px, 45vw" maxWidth={384} />
                </div>
                {index === 0 ? <p className={styles.main}>Main photo</p> : null}
                <div className={styles.photoActions}>
                  {index > 0 ? (
                    <>
                      <button
                        type="button"
                        className={`${button.button} ${button.secondary} ${button.small}`}
                        disabled={busy}
                        onClick={() => void reorder(moved(photos, index, 0))}
                      >
                        Make photo {n} the main photo
                      </button>
                      <button
                        type="button"
                        className={`${button.button} ${button.ghost} ${button.small}`}
                        disabled={busy}
                        onClick={() => void reorder(moved(photos, index, index - 1))}
                      >
                        Move photo {n} earlier
                      </button>
                    </>
                  ) : null}
                  {last ? null : (
                    <button
                      type="button"
                      className={`${button.button} ${button.ghost} ${button.small}`}
                      disabled={busy}
                      onClick={() => void reorder(moved(photos, index, index + 1))}
                    >
                      Move photo {n} later
                    </button>
                  )}
                  <button type="button" className={`${button.button} ${button.ghost} ${button.small}`} disabled={busy} onClick={() => void remove(photo)}>
                    Remove photo {n}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
