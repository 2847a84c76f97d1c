import type { Schemas } from '@bilheteria/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AdminSlidesScreen,
  newSlideFormValues,
  slideFormValues,
  type AdminSlide,
  type SlideFormValues,
} from '@bilheteria/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PageTitle } from '../../app/page-title';
import { errorMessage } from '../../lib/api';
import { useFormBinding } from '../../lib/form';
import { useImageUploads } from '../uploads/api';
import { useMe } from '../auth/api';
import { useNow } from '@bilheteria/client-core/clock';
import {
  SLIDE_CREATE_ERROR,
  SLIDE_DELETE_ERROR,
  SLIDE_UPDATE_ERROR,
  SLIDES_LOAD_ERROR,
  useAllSlides,
  useCreateSlide,
  useDeleteSlide,
  useUpdateSlide,
} from './api';
import { slideFormSchema, slideFormToInput } from './slide-form';

export function toAdminSlide(slide: Schemas['Slide']): AdminSlide {
  return {
    id: slide._id,
    imageUrl: slide.imageUrl,
    linkUrl: slide.linkUrl,
    title: slide.title,
    order: slide.order,
    active: slide.active,
    startAt: slide.startAt,
    endAt: slide.endAt,
  };
}

/**
 * /admin/slides (spec §2 Admin slides). The role comes from GET /auth/me: the restriction message waits
 * for the server's answer rather than trusting the copy of the user kept in localStorage.
 */
export function AdminSlidesRoute() {
  const { user, isPending, isConfirmed } = useMe();
  const access = isPending ? 'checking' : isConfirmed && user?.role === 'ADMIN' ? 'granted' : 'denied';
  const slides = useAllSlides(access === 'granted');
  // A minute is fine enough for "agendado" / "expirado".
  const now = useNow(access === 'granted', 60_000);
  const create = useCreateSlide();
  const update = useUpdateSlide();
  const remove = useDeleteSlide();
  const form = useForm<SlideFormValues>({
    resolver: zodResolver(slideFormSchema),
    defaultValues: newSlideFormValues(),
  });
  const binding = useFormBinding(form);
  const images = useImageUploads<'imageUrl'>((field, url) =>
    form.setValue(field, url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
  );
  // The slide "Editar" put in the form; null while the form creates a new one.
  const [editing, setEditing] = useState<AdminSlide | null>(null);
  const save = useUpdateSlide();

  function stopEditing() {
    setEditing(null);
    save.reset();
    form.reset(newSlideFormValues());
  }

  const submit = form.handleSubmit((values) => {
    if (editing) {
      save.mutate({ id: editing.id, patch: slideFormToInput(values) }, { onSuccess: stopEditing });
      return;
    }
    create.mutate(slideFormToInput(values), { onSuccess: () => form.reset(newSlideFormValues()) });
  });

  // One action at a time is shown: starting one forgets the other's error.
  function changeSlide(slideUpdate: Parameters<typeof update.mutate>[0]) {
    remove.reset();
    update.mutate(slideUpdate);
  }

  function removeSlide(id: string) {
    update.reset();
    remove.mutate(id);
  }

  const busyId = update.isPending ? update.variables.id : remove.isPending ? remove.variables : null;
  const actionError = update.isError
    ? errorMessage(update.error, SLIDE_UPDATE_ERROR)
    : remove.isError
      ? errorMessage(remove.error, SLIDE_DELETE_ERROR)
      : null;

  return (
    <>
      <PageTitle>Slides (Admin)</PageTitle>
      <AdminSlidesScreen
        now={now}
        access={access}
        status={slides.data ? 'success' : slides.isError && !slides.isFetching ? 'error' : 'loading'}
        loadError={slides.isError ? errorMessage(slides.error, SLIDES_LOAD_ERROR) : null}
        slides={slides.data?.map(toAdminSlide) ?? []}
        {...binding}
        editing={editing}
        creating={editing ? save.isPending : create.isPending}
        createError={
          editing
            ? save.isError
              ? errorMessage(save.error, SLIDE_UPDATE_ERROR)
              : null
            : create.isError
              ? errorMessage(create.error, SLIDE_CREATE_ERROR)
              : null
        }
        onCreate={() => void submit()}
        onEdit={(slide) => {
          save.reset();
          setEditing(slide);
          form.reset(slideFormValues(slide));
        }}
        onCancelEdit={stopEditing}
        imageUpload={images.state('imageUrl')}
        onUploadImage={(image) => images.upload('imageUrl', 'slide', image)}
        busyId={busyId}
        actionError={actionError}
        onMove={(id, direction) => changeSlide({ id, patch: { order: direction } })}
        onToggle={(id, active) => changeSlide({ id, patch: { active } })}
        onRemove={removeSlide}
      />
    </>
  );
}
