import { describe, expect, it } from 'vitest';
import { describeCameraError, pickCamera } from './camera';
import { texts } from './texts';

describe('pickCamera', () => {
  it('prefers the rear camera by its label', () => {
    expect(
      pickCamera([
        { id: 'front', label: 'Front Camera' },
        { id: 'rear', label: 'Back Camera' },
      ])?.id,
    ).toBe('rear');
    expect(
      pickCamera([
        { id: 'f', label: 'Câmera frontal' },
        { id: 't', label: 'Câmera traseira 2' },
      ])?.id,
    ).toBe('t');
    expect(
      pickCamera([
        { id: 'a', label: 'camera2 1, facing front' },
        { id: 'b', label: 'camera2 0, facing environment' },
      ])?.id,
    ).toBe('b');
  });

  it('falls back to the first camera, and to nothing without cameras', () => {
    expect(
      pickCamera([
        { id: 'usb', label: 'HD Webcam' },
        { id: 'other', label: 'Integrated' },
      ])?.id,
    ).toBe('usb');
    expect(pickCamera([{ id: 'x', label: '' }])?.id).toBe('x');
    expect(pickCamera([])).toBeUndefined();
  });

  it('does not take "feedback" or "background" for "back"', () => {
    expect(
      pickCamera([
        { id: 'one', label: 'Webcam' },
        { id: 'two', label: 'Feedback cam' },
      ])?.id,
    ).toBe('one');
  });
});

describe('describeCameraError', () => {
  it('explains a denied permission in pt-BR and keeps the original text', () => {
    const error = new DOMException('Permission denied', 'NotAllowedError');
    expect(describeCameraError(error)).toEqual({
      message: texts.cameraDenied,
      detail: 'NotAllowedError: Permission denied',
    });
    expect(
      describeCameraError('Error getting userMedia, error = NotAllowedError: Permission denied').message,
    ).toBe(texts.cameraDenied);
  });

  it('explains a missing or busy camera', () => {
    expect(describeCameraError(new DOMException('Requested device not found', 'NotFoundError')).message).toBe(
      texts.cameraNotFound,
    );
    expect(
      describeCameraError(new DOMException('Could not start video source', 'NotReadableError')).message,
    ).toBe(texts.cameraBusy);
  });

  it('says "Falha ao iniciar a câmera." for an unknown error, never the browser\'s English', () => {
    expect(describeCameraError(new Error('Unexpected camera state'))).toEqual({
      message: texts.cameraFailed,
      detail: 'Unexpected camera state',
    });
    expect(describeCameraError('something odd')).toEqual({
      message: texts.cameraFailed,
      detail: 'something odd',
    });
  });

  it('has a message even for an empty error', () => {
    expect(describeCameraError(undefined).message).toBe(texts.cameraFailed);
    expect(describeCameraError(new Error('')).message).toBe(texts.cameraFailed);
  });
});
