import { UPLOAD_MESSAGES, type UploadKind } from '@bilheteria/rules';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { $api, errorMessage, unwrap } from '../../lib/api';

/** POST /uploads (issue #30): the image as multipart; the answer's `url` is what the event or slide stores. */
export function uploadImage(kind: UploadKind, image: Blob) {
  return unwrap(
    $api.POST('/uploads', {
      body: { kind, file: image },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('kind', body.kind);
        form.append('file', body.file as Blob, 'imagem');
        return form;
      },
    }),
    UPLOAD_MESSAGES.failed,
  );
}

/**
 * One upload field's sending: `upload(kind, image)` then `onDone(url)`; `state` is what the field shows
 * (sending, or the server's refusal).
 */
export function useImageUploads<Field extends string>(onDone: (field: Field, url: string) => void) {
  const [sending, setSending] = useState<Partial<Record<Field, boolean>>>({});
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const mutation = useMutation({
    mutationFn: ({ kind, image }: { field: Field; kind: UploadKind; image: Blob }) =>
      uploadImage(kind, image),
    onMutate: ({ field }) => {
      setSending((current) => ({ ...current, [field]: true }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    onSuccess: (answer, { field }) => onDone(field, answer.url),
    onError: (error, { field }) =>
      setErrors((current) => ({ ...current, [field]: errorMessage(error, UPLOAD_MESSAGES.failed) })),
    onSettled: (_answer, _error, { field }) => setSending((current) => ({ ...current, [field]: false })),
  });
  const state = (field: Field) => ({ uploading: sending[field] ?? false, error: errors[field] ?? null });
  return {
    upload: (field: Field, kind: UploadKind, image: Blob) => mutation.mutate({ field, kind, image }),
    state,
  };
}
