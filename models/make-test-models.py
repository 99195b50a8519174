#!/usr/bin/env python3
"""Generates the tiny ONNX models the tests and benchmarks run instead of real CLIP and sentence weights.

Run it from the repository root with Debian's python3-onnx (`apt-get install python3-onnx`;
Debian's own interpreter, where a pyenv shim may hide it):

    /usr/bin/python3 models/make-test-models.py

The outputs are committed under models/test/, so nobody needs Python to run the tests. Each
model has the real model's input and output names, types and shapes, so the whole embedding
path (preprocessing, batching, sessions, storage) runs on them unchanged; only the numbers are
meaningless:

- clip-vision.onnx       pixel_values float32[N,3,224,224] -> image_embeds float32[N,512]
                         (4 x 4 average pool per channel, then a fixed random projection)
- clip-text.onnx         input_ids int64[N,77] -> text_embeds float32[N,512]
                         (ids scaled, then a fixed random projection)
- sentence.onnx          input_ids, attention_mask, token_type_ids int64[N,S]
                         -> last_hidden_state float32[N,S,64]: each token's row of a table in
                         which words that mean the same share a direction (tram, streetcar,
                         trolley), other content words have directions of their own, and
                         little words (we, the, to) are short: after mean pooling, a sentence
                         points where its content words do, as a real sentence model's does.
- sentence-tokenizer.json
                         its tokenizer, in Hugging Face's format and built as all-MiniLM-L6-v2's
                         is (BERT normaliser and pre-tokenizer, WordPiece, [CLS] ... [SEP]),
                         over this small vocabulary.
- clip-vision-standin.onnx
                         the vision model's names and shapes, with no weights but a stack of
                         large MatMuls that cost about what ViT-B/32 costs on a laptop CPU, so
                         the worker's own overhead can be measured against a realistic run time
                         (bench/inference.ts).
"""
import os

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "test")
DIM = 512
OPSET = [helper.make_opsetid("", 17)]


def save(graph, name):
    model = helper.make_model(graph, opset_imports=OPSET, producer_name="recollect-make-test-models")
    model.ir_version = 8
    onnx.checker.check_model(model)
    onnx.save(model, os.path.join(OUT, name))


def vision():
    rng = np.random.default_rng(1)
    weights = (rng.standard_normal((48, DIM)) / np.sqrt(48)).astype(np.float32)
    graph = helper.make_graph(
        [
            helper.make_node("AveragePool", ["pixel_values"], ["pooled"], kernel_shape=[56, 56], strides=[56, 56]),
            helper.make_node("Flatten", ["pooled"], ["flat"], axis=1),
            helper.make_node("MatMul", ["flat", "weights"], ["image_embeds"]),
        ],
        "tiny_clip_vision",
        [helper.make_tensor_value_info("pixel_values", TensorProto.FLOAT, ["batch_size", 3, 224, 224])],
        [helper.make_tensor_value_info("image_embeds", TensorProto.FLOAT, ["batch_size", DIM])],
        [numpy_helper.from_array(weights, "weights")],
    )
    save(graph, "clip-vision.onnx")


def text():
    rng = np.random.default_rng(2)
    weights = (rng.standard_normal((77, DIM)) / np.sqrt(77)).astype(np.float32)
    scale = np.array([1.0 / 49408.0], dtype=np.float32)
    graph = helper.make_graph(
        [
            helper.make_node("Cast", ["input_ids"], ["ids"], to=TensorProto.FLOAT),
            helper.make_node("Mul", ["ids", "scale"], ["scaled"]),
            helper.make_node("MatMul", ["scaled", "weights"], ["text_embeds"]),
        ],
        "tiny_clip_text",
        [helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch_size", 77])],
        [helper.make_tensor_value_info("text_embeds", TensorProto.FLOAT, ["batch_size", DIM])],
        [numpy_helper.from_array(weights, "weights"), numpy_helper.from_array(scale, "scale")],
    )
    save(graph, "clip-text.onnx")


SENTENCE_DIM = 64
# Words that say the same thing: one direction each (the tiny model's "meanings").
SENTENCE_MEANINGS = [
    ["tram", "streetcar", "trolley"],
    ["dog", "puppy", "pooch", "hound"],
    ["bicycle", "bike", "cycling"],
    ["wedding", "marriage", "nuptials"],
    ["sea", "ocean", "seaside"],
    ["car", "automobile", "motorcar"],
    ["doctor", "physician", "medic"],
    ["dinner", "supper", "evening meal"],
    ["plane", "airplane", "aeroplane", "aircraft"],
    ["child", "kid", "youngster"],
]
# Content words with a meaning of their own.
SENTENCE_OWN = ["town", "old", "garden", "park", "kitchen", "violin", "mountain", "river", "school", "market", "bridge", "station", "holiday", "rain"]
# Little words: short vectors, so they hardly move a sentence.
SENTENCE_LITTLE = ["we", "took", "the", "to", "a", "an", "of", "at", "in", "on", "our", "my", "his", "her", "with", "and", "was", "is", "for", "first", "day", "photo", "photos", "picture", "pictures", "this", "that", "from", "by", "there"]
SENTENCE_SPECIAL = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]


def sentence():
    import json

    rng = np.random.default_rng(3)
    words = SENTENCE_SPECIAL[:]
    rows = [np.zeros(SENTENCE_DIM) for _ in SENTENCE_SPECIAL]

    def direction():
        v = rng.standard_normal(SENTENCE_DIM)
        return v / np.linalg.norm(v)

    for group in SENTENCE_MEANINGS:
        meaning = direction()
        for phrase in group:
            for word in phrase.split():
                if word in words:
                    continue
                words.append(word)
                rows.append(meaning + 0.15 * direction())
    for word in SENTENCE_OWN:
        words.append(word)
        rows.append(direction())
    for word in SENTENCE_LITTLE:
        words.append(word)
        rows.append(0.1 * direction())
    table = np.stack(rows).astype(np.float32)
    types = np.zeros((2, SENTENCE_DIM), dtype=np.float32)
    graph = helper.make_graph(
        [
            helper.make_node("Gather", ["words", "input_ids"], ["word_rows"]),
            helper.make_node("Gather", ["types", "token_type_ids"], ["type_rows"]),
            helper.make_node("Add", ["word_rows", "type_rows"], ["rows"]),
            helper.make_node("Cast", ["attention_mask"], ["mask"], to=TensorProto.FLOAT),
            helper.make_node("Unsqueeze", ["mask", "last_axis"], ["mask3"]),
            helper.make_node("Mul", ["rows", "mask3"], ["last_hidden_state"]),
        ],
        "tiny_sentence",
        [helper.make_tensor_value_info(name, TensorProto.INT64, ["batch_size", "sequence_length"]) for name in ["input_ids", "attention_mask", "token_type_ids"]],
        [helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT, ["batch_size", "sequence_length", SENTENCE_DIM])],
        [numpy_helper.from_array(table, "words"), numpy_helper.from_array(types, "types"), numpy_helper.from_array(np.array([-1], dtype=np.int64), "last_axis")],
    )
    save(graph, "sentence.onnx")

    vocab = {word: i for i, word in enumerate(words)}
    special = lambda word: {"id": vocab[word], "content": word, "single_word": False, "lstrip": False, "rstrip": False, "normalized": False, "special": True}
    template = lambda token: {"SpecialToken": {"id": token, "type_id": 0}}
    tokenizer = {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": [special(word) for word in SENTENCE_SPECIAL],
        "normalizer": {"type": "BertNormalizer", "clean_text": True, "handle_chinese_chars": True, "strip_accents": None, "lowercase": True},
        "pre_tokenizer": {"type": "BertPreTokenizer"},
        "post_processor": {
            "type": "TemplateProcessing",
            "single": [template("[CLS]"), {"Sequence": {"id": "A", "type_id": 0}}, template("[SEP]")],
            "pair": [template("[CLS]"), {"Sequence": {"id": "A", "type_id": 0}}, template("[SEP]"), {"Sequence": {"id": "B", "type_id": 1}}, {"SpecialToken": {"id": "[SEP]", "type_id": 1}}],
            "special_tokens": {token: {"id": token, "ids": [vocab[token]], "tokens": [token]} for token in ["[CLS]", "[SEP]"]},
        },
        "decoder": {"type": "WordPiece", "prefix": "##", "cleanup": True},
        "model": {"type": "WordPiece", "unk_token": "[UNK]", "continuing_subword_prefix": "##", "max_input_chars_per_word": 100, "vocab": vocab},
    }
    with open(os.path.join(OUT, "sentence-tokenizer.json"), "w") as out:
        json.dump(tokenizer, out, indent=1)
        out.write("\n")


def standin(rounds=10):
    # [N,3,224,224] -> [N,672,224]; each round is X <- sigmoid((X X^T / 224) X / 672), two MatMuls of
    # about 0.1 GMAC each per image: several tens of ms on two laptop cores, like ViT-B/32.
    nodes = [helper.make_node("Reshape", ["pixel_values", "rows_shape"], ["x0"])]
    for r in range(rounds):
        x, nxt = f"x{r}", f"x{r + 1}"
        nodes += [
            helper.make_node("Transpose", [x], [f"t{r}"], perm=[0, 2, 1]),
            helper.make_node("MatMul", [x, f"t{r}"], [f"g{r}"]),
            helper.make_node("Mul", [f"g{r}", "gram_scale"], [f"gs{r}"]),
            helper.make_node("MatMul", [f"gs{r}", x], [f"p{r}"]),
            helper.make_node("Mul", [f"p{r}", "row_scale"], [f"s{r}"]),
            # Squashed each round: values stay in (0, 1), never overflowing or sinking into
            # denormals, which would make the cost depend on the pixels.
            helper.make_node("Sigmoid", [f"s{r}"], [nxt]),
        ]
    nodes += [
        helper.make_node("ReduceMean", [f"x{rounds}"], ["means"], axes=[2], keepdims=0),
        helper.make_node("Slice", ["means", "starts", "ends", "axes"], ["image_embeds"]),
    ]
    consts = {
        "rows_shape": np.array([-1, 672, 224], dtype=np.int64),
        "gram_scale": np.array([1.0 / 224.0], dtype=np.float32),
        "row_scale": np.array([1.0 / 672.0], dtype=np.float32),
        "starts": np.array([0], dtype=np.int64),
        "ends": np.array([DIM], dtype=np.int64),
        "axes": np.array([1], dtype=np.int64),
    }
    graph = helper.make_graph(
        nodes,
        "clip_vision_standin",
        [helper.make_tensor_value_info("pixel_values", TensorProto.FLOAT, ["batch_size", 3, 224, 224])],
        [helper.make_tensor_value_info("image_embeds", TensorProto.FLOAT, ["batch_size", DIM])],
        [numpy_helper.from_array(v, k) for k, v in consts.items()],
    )
    save(graph, "clip-vision-standin.onnx")


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    vision()
    text()
    sentence()
    standin()
    for name in sorted(os.listdir(OUT)):
        print(f"{name}: {os.path.getsize(os.path.join(OUT, name)):,} bytes")
