;; Scores 8-bit CLIP vectors against a query with WebAssembly SIMD: the in-memory path of layer 3
;; (electron/index/vectors/vector-layer.ts). Plain JavaScript multiplies one number at a time and
;; took about 90 ms for the 15,000 photos of "beach in summer 2019" at a million photos; this
;; multiplies sixteen at a time.
;;
;; Memory (the caller's): rows of `stride` int8 codes (a multiple of 16, zero-padded), one float32
;; scale per row, the query as int16 (`stride` of them, zero-padded), a list of int32 row numbers
;; and the float32 output. The integer sum of a lane cannot overflow: a query of at most ±16383
;; times codes of at most ±127, 4 products a lane per 16 dimensions, stays below 2^31 up to 4,096
;; dimensions.
;; Rebuild int8-dot.wasm.ts after editing: `node build/wasm.mjs`.
(module
  (import "env" "memory" (memory 1))
  ;; out[i] = dot(codes[rows[i]], query) × scales[rows[i]] × queryScale, or NaN for row −1.
  (func (export "score")
    (param $codes i32) (param $stride i32) (param $scales i32) (param $query i32) (param $queryScale f32)
    (param $rows i32) (param $count i32) (param $out i32)
    (local $i i32) (local $row i32) (local $p i32) (local $q i32) (local $end i32) (local $v v128) (local $sum v128)
    (block $done
      (loop $each
        (br_if $done (i32.ge_u (local.get $i) (local.get $count)))
        (local.set $row (i32.load (i32.add (local.get $rows) (i32.shl (local.get $i) (i32.const 2)))))
        (if (i32.lt_s (local.get $row) (i32.const 0))
          (then
            (f32.store (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2))) (f32.const nan)))
          (else
            (local.set $p (i32.add (local.get $codes) (i32.mul (local.get $row) (local.get $stride))))
            (local.set $end (i32.add (local.get $p) (local.get $stride)))
            (local.set $q (local.get $query))
            (local.set $sum (v128.const i32x4 0 0 0 0))
            (block $row_done
              (loop $dims
                (br_if $row_done (i32.ge_u (local.get $p) (local.get $end)))
                (local.set $v (v128.load (local.get $p)))
                (local.set $sum
                  (i32x4.add (local.get $sum)
                    (i32x4.dot_i16x8_s (i16x8.extend_low_i8x16_s (local.get $v)) (v128.load (local.get $q)))))
                (local.set $sum
                  (i32x4.add (local.get $sum)
                    (i32x4.dot_i16x8_s (i16x8.extend_high_i8x16_s (local.get $v)) (v128.load offset=16 (local.get $q)))))
                (local.set $p (i32.add (local.get $p) (i32.const 16)))
                (local.set $q (i32.add (local.get $q) (i32.const 32)))
                (br $dims)))
            (f32.store (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2)))
              (f32.mul
                (f32.mul
                  ;; The four lanes are added as floats: their integer total could overflow.
                  (block (result f32)
                    (local.set $v (f32x4.convert_i32x4_s (local.get $sum)))
                    (f32.add
                      (f32.add (f32x4.extract_lane 0 (local.get $v)) (f32x4.extract_lane 1 (local.get $v)))
                      (f32.add (f32x4.extract_lane 2 (local.get $v)) (f32x4.extract_lane 3 (local.get $v)))))
                  (f32.load (i32.add (local.get $scales) (i32.shl (local.get $row) (i32.const 2)))))
                (local.get $queryScale)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $each)))))
