/**
 * @file Zoom and pan for the viewer's stage: the wheel (and a trackpad's pinch, which browsers send
 * as a wheel with Ctrl), two fingers on a touch screen, dragging, and double-click; the keys call
 * `zoomBy` and `panBy`. The arithmetic is in `zoom.ts`.
 */
import { useCallback, useEffect, useRef, useState, type CSSProperties, type RefObject } from "react";
import { FIT, panBy as pan, toggleAt, wheelFactor, zoomAt, type Zoom } from "../zoom";

export function usePhotoZoom(stage: RefObject<HTMLElement | null>, photo: RefObject<HTMLElement | null>, photoKey: string) {
  const [zoom, setZoom] = useState<Zoom>(FIT);
  // Another photo opens fitted.
  useEffect(() => setZoom(FIT), [photoKey]);

  /** The photo's fitted size (transforms do not change offset sizes) and a point relative to the stage's centre. */
  const geometry = useCallback(
    (clientX?: number, clientY?: number) => {
      const box = stage.current?.getBoundingClientRect();
      const size = { width: photo.current?.offsetWidth ?? 0, height: photo.current?.offsetHeight ?? 0 };
      const at = box && clientX !== undefined && clientY !== undefined ? { x: clientX - box.left - box.width / 2, y: clientY - box.top - box.height / 2 } : { x: 0, y: 0 };
      return { size, at };
    },
    [stage, photo],
  );

  const zoomBy = useCallback(
    (factor: number, clientX?: number, clientY?: number) => {
      const { size, at } = geometry(clientX, clientY);
      setZoom((z) => zoomAt(z, factor, at, size));
    },
    [geometry],
  );
  const panBy = useCallback((dx: number, dy: number) => setZoom((z) => pan(z, dx, dy, geometry().size)), [geometry]);
  const reset = useCallback(() => setZoom(FIT), []);

  // React's wheel listener is passive: the page would scroll (or zoom) as well.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoomBy(wheelFactor(event.deltaY, event.deltaMode), event.clientX, event.clientY);
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, [stage, zoomBy]);

  /** Pointers down on the stage: one drags, two pinch. */
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? { distance: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : null;
  };
  const handlers = {
    onPointerDown(event: React.PointerEvent) {
      if (event.button !== 0 || (event.target as HTMLElement).closest("button")) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    },
    onPointerMove(event: React.PointerEvent) {
      const last = pointers.current.get(event.pointerId);
      if (!last) return;
      const before = spread();
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const after = spread();
      if (before && after && before.distance > 0) zoomBy(after.distance / before.distance, after.x, after.y);
      else if (!before) panBy(event.clientX - last.x, event.clientY - last.y);
    },
    onPointerUp(event: React.PointerEvent) {
      pointers.current.delete(event.pointerId);
    },
    onPointerCancel(event: React.PointerEvent) {
      pointers.current.delete(event.pointerId);
    },
    onDoubleClick(event: React.MouseEvent) {
      if ((event.target as HTMLElement).closest("button")) return;
      const { size, at } = geometry(event.clientX, event.clientY);
      setZoom((z) => toggleAt(z, at, size));
    },
  };

  const style: CSSProperties = { transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` };
  return { zoom, style, handlers, zoomBy, panBy, reset };
}
