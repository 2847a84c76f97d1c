import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@bilheteria/rules';
import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { cn } from '../../lib/cn';
import { cropImage, readImageSize } from '../../lib/crop-image';
import { Button } from '../Button';
import { FieldError } from '../Field';
import { Input } from '../Input';
import { Spinner } from '../Spinner';
import { texts } from './texts';

type ImageUploadFieldProps = {
  label: string;
  hint?: string;
  /** The address input's name ("image", "mapImage", "imageUrl"). */
  name: string;
  /** The stored address: an upload's URL, or one the organizer pasted. */
  value: string;
  /** Width / height the image is cropped to (the card's 3:4, the carousel's 8:3); null keeps it whole (a map). */
  aspect: number | null;
  /** The host is sending the image: the preview waits under a spinner. */
  uploading?: boolean;
  /** The server's refusal, or the form's message for the address. */
  error?: string | null;
  onUrlChange(url: string): void;
  /** The image to send: the crop (JPEG) when the field crops, else the file as chosen. */
  onUpload(image: Blob): void;
};

/** Why a chosen file is refused before anything is sent (the server checks again), or null. */
async function refusal(file: File, src: string): Promise<string | null> {
  if (file.size > UPLOAD_LIMITS.maxBytes) return UPLOAD_MESSAGES.tooBig;
  const size = await readImageSize(src);
  if (!size) return UPLOAD_MESSAGES.notImage;
  if (size.width * size.height > UPLOAD_LIMITS.maxPixels) return UPLOAD_MESSAGES.tooManyPixels;
  return null;
}

/**
 * An image for a poster, map or slide (issue #30): dropped or chosen (on a phone, the gallery or the camera),
 * cropped to the place it is shown with a preview, then handed to the host to upload; the address it gets back
 * (or one pasted in "ou cole um endereço") is the field's value.
 */
function ImageUploadField({
  label,
  hint,
  name,
  value,
  aspect,
  uploading = false,
  error,
  onUrlChange,
  onUpload,
}: ImageUploadFieldProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const area = useRef<Area | null>(null);

  // The picture sent shows while it is sending; then the address the host got (or the drop zone again).
  function send(image: Blob, preview: string) {
    if (sent) URL.revokeObjectURL(sent);
    setSent(preview);
    onUpload(image);
  }

  async function choose(file: File | undefined) {
    if (!file) return;
    setLocalError(null);
    const src = URL.createObjectURL(file);
    const problem = await refusal(file, src);
    if (problem) {
      URL.revokeObjectURL(src);
      setLocalError(problem);
      return;
    }
    if (aspect === null) {
      send(file, src);
      return;
    }
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setDraft(src);
  }

  async function applyCrop() {
    if (!draft || !area.current) return;
    const image = await cropImage(draft, area.current);
    URL.revokeObjectURL(draft);
    setDraft(null);
    send(image, URL.createObjectURL(image));
  }

  function cancelCrop() {
    if (draft) URL.revokeObjectURL(draft);
    setDraft(null);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  }

  const message = localError ?? error ?? null;
  const shown = uploading && sent ? sent : value.trim() === '' ? null : value;
  const frame = aspect === null ? undefined : { aspectRatio: String(aspect) };

  // One picker in the drop zone and behind "Trocar imagem"; named with its field where no <label> names it.
  const picker = (inDropZone: boolean) => (
    <input
      ref={fileInput}
      id={`${id}-file`}
      type="file"
      accept="image/*"
      className="sr-only"
      aria-label={inDropZone ? undefined : `${texts.change}: ${label}`}
      aria-describedby={inDropZone ? `${id}-formats` : undefined}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        void choose(event.currentTarget.files?.[0]);
        event.currentTarget.value = '';
      }}
    />
  );

  return (
    <div data-slot="image-upload-field" className="grid gap-2" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="text-sm font-semibold text-ink">
        {label}
      </span>
      {hint ? <p className="text-sm text-ink-muted">{hint}</p> : null}

      {draft ? (
        <div data-slot="image-upload-crop" className="grid gap-3">
          <p className="text-sm text-ink-muted">{texts.cropHint}</p>
          <div className="relative h-72 overflow-hidden rounded-control bg-surface-inverse sm:h-80">
            <Cropper
              image={draft}
              crop={crop}
              zoom={zoom}
              aspect={aspect ?? 1}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => {
                area.current = pixels;
              }}
              mediaProps={{ alt: texts.preview(label) }}
            />
          </div>
          <label className="flex items-center gap-3 text-sm font-semibold text-ink">
            {texts.zoom}
            <input
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={(event) => setZoom(Number(event.currentTarget.value))}
              className="w-full accent-brand-600"
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => void applyCrop()}>
              {texts.use}
            </Button>
            <Button type="button" variant="secondary" onClick={cancelCrop}>
              {texts.cancel}
            </Button>
          </div>
        </div>
      ) : shown ? (
        <div className="flex flex-wrap items-end gap-4">
          <div
            data-slot="image-upload-preview"
            className={cn(
              'relative w-40 overflow-hidden rounded-control border border-line bg-surface-muted',
              aspect === null && 'w-56',
            )}
            style={frame}
          >
            <img
              src={shown}
              alt={texts.preview(label)}
              className={cn('size-full', aspect === null ? 'object-contain' : 'object-cover')}
            />
            {uploading ? (
              <div className="absolute inset-0 grid place-items-center bg-surface/80">
                <Spinner label={texts.uploading} />
              </div>
            ) : null}
          </div>
          {uploading ? (
            <p className="text-sm font-semibold text-ink" aria-hidden>
              {texts.uploading}
            </p>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
                <ImagePlus aria-hidden />
                {texts.change}
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="text-danger hover:bg-danger-soft"
                onClick={() => onUrlChange('')}
              >
                <Trash2 aria-hidden />
                {texts.remove}
              </Button>
            </div>
          )}
          {picker(false)}
        </div>
      ) : (
        <div
          data-slot="image-upload-drop"
          data-dragging={dragging || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'grid justify-items-center gap-2 rounded-control border-2 border-dashed border-line px-4 py-6 text-center',
            'focus-within:border-brand-600 data-dragging:border-brand-600 data-dragging:bg-brand-50',
          )}
        >
          <Upload aria-hidden className="size-8 text-brand-600" />
          <p className="text-sm font-semibold text-ink">{texts.drop}</p>
          <p className="text-sm text-ink-muted">{texts.or}</p>
          <label
            htmlFor={`${id}-file`}
            className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-control bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            <ImagePlus aria-hidden className="size-4" />
            {texts.choose}
          </label>
          {picker(true)}
          <p id={`${id}-formats`} className="text-xs text-ink-muted">
            {texts.formats}
          </p>
        </div>
      )}

      <FieldError id={`${id}-error`} errors={message} />

      <div className="mt-1 grid gap-1.5">
        <label id={`${id}-paste`} htmlFor={`${id}-url`} className="text-sm font-semibold text-ink">
          {texts.pasteUrl}
        </label>
        {/* Named with its field ("Cartaz ou cole um endereço"): a form has several of these. */}
        <Input
          id={`${id}-url`}
          name={name}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={value}
          aria-labelledby={`${id}-label ${id}-paste`}
          aria-describedby={message ? `${id}-error` : undefined}
          aria-invalid={message ? true : undefined}
          onChange={(event) => onUrlChange(event.currentTarget.value)}
        />
      </div>
    </div>
  );
}

export { ImageUploadField };
export type { ImageUploadFieldProps };
