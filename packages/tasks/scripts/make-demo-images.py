#!/usr/bin/python3
"""Draws the demo images of the vision and multimodal task pages into packages/tasks/media/.

Every picture is built from flat shapes, so the same scene description renders the photo-like
input, its segmentation mask, its depth map and its detection boxes, and they always agree.
Needs Debian's python3-pil and fonts-dejavu-core. The output is deterministic (fixed shapes,
seeded randomness, no timestamps in the PNGs), so re-running the script reproduces the committed files.

Usage: /usr/bin/python3 packages/tasks/scripts/make-demo-images.py
"""

import math
import random
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

MEDIA = Path(__file__).resolve().parent.parent / "media"
FONT_REGULAR = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FONT_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
SUPERSAMPLE = 3  # draw big, then shrink: cheap anti-aliasing


class Canvas:
    """A drawing surface in logical pixels, supersampled for smooth edges."""

    def __init__(self, width, height, background="white", mode="RGB"):
        self.width, self.height = width, height
        self.image = Image.new(mode, (width * SUPERSAMPLE, height * SUPERSAMPLE), background)
        self.draw = ImageDraw.Draw(self.image)

    def _xy(self, points):
        return [(x * SUPERSAMPLE, y * SUPERSAMPLE) for x, y in points]

    def rect(self, box, fill=None, outline=None, width=1):
        """`box` is (x0, y0, x1, y1) or (x0, y0, x1, y1, corner radius)."""
        x0, y0, x1, y1 = (v * SUPERSAMPLE for v in box[:4])
        radius = box[4] if len(box) > 4 else 0
        self.draw.rounded_rectangle(
            (x0, y0, x1, y1), radius=radius * SUPERSAMPLE, fill=fill, outline=outline, width=width * SUPERSAMPLE
        )

    def ellipse(self, box, fill=None, outline=None, width=1):
        self.draw.ellipse([v * SUPERSAMPLE for v in box], fill=fill, outline=outline, width=width * SUPERSAMPLE)

    def circle(self, cx, cy, r, fill=None, outline=None, width=1):
        self.ellipse((cx - r, cy - r, cx + r, cy + r), fill, outline, width)

    def polygon(self, points, fill=None, outline=None):
        self.draw.polygon(self._xy(points), fill=fill, outline=outline)

    def line(self, points, fill, width=1):
        self.draw.line(self._xy(points), fill=fill, width=width * SUPERSAMPLE, joint="curve")
        for x, y in points:  # round caps
            self.circle(x, y, width / 2, fill=fill)

    def text(self, xy, content, size=14, fill="black", bold=False, anchor="la"):
        font = ImageFont.truetype(FONT_BOLD if bold else FONT_REGULAR, size * SUPERSAMPLE)
        self.draw.text(self._xy([xy])[0], content, font=font, fill=fill, anchor=anchor)

    def text_width(self, content, size=14, bold=False):
        font = ImageFont.truetype(FONT_BOLD if bold else FONT_REGULAR, size * SUPERSAMPLE)
        return font.getlength(content) / SUPERSAMPLE

    def vertical_gradient(self, box, top, bottom):
        x0, y0, x1, y1 = box
        for y in range(y0 * SUPERSAMPLE, y1 * SUPERSAMPLE):
            t = (y - y0 * SUPERSAMPLE) / max(1, (y1 - y0) * SUPERSAMPLE - 1)
            colour = tuple(round(a + (b - a) * t) for a, b in zip(top, bottom))
            self.draw.line([(x0 * SUPERSAMPLE, y), (x1 * SUPERSAMPLE - 1, y)], fill=colour)

    def paste(self, other, x, y):
        self.image.paste(other.image, (x * SUPERSAMPLE, y * SUPERSAMPLE))

    def finish(self):
        return self.image.resize((self.width, self.height), Image.LANCZOS)


def save(image, name):
    """Writes a PNG without metadata, so its bytes depend only on the pixels.

    Full colour keeps gradients smooth; a picture that comes out big (text-heavy documents) is stored
    with a 256-colour palette instead, which flat text and fills survive well.
    """
    path = MEDIA / name
    image.convert("RGB").save(path, optimize=True)
    if path.stat().st_size > 40_000:
        image.convert("RGB").quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=0).save(path, optimize=True)
    size = path.stat().st_size
    assert size <= 60_000, f"{name} is {size} bytes, over the 60 KB budget"
    print(f"{name}: {image.width}x{image.height}, {size} bytes")


# ---------------------------------------------------------------------------------------------
# Scenes made of labelled objects. Each part is (shape, geometry, colour); an object's `base` is the
# y where it stands on the ground, which fixes its depth.


class Scene:
    def __init__(self, width, height, horizon, sky, ground, backdrop):
        self.width, self.height, self.horizon = width, height, horizon
        self.sky, self.ground = sky, ground  # (top colour, bottom colour) gradients
        self.backdrop = backdrop  # drawn behind every object; part of the terrain in the depth map
        self.objects = []

    def add(self, label, base, parts):
        self.objects.append({"label": label, "base": base, "parts": parts})

    def ordered(self):
        """Backdrop first, then objects from far (small base) to near (large base)."""
        return self.backdrop + sorted(self.objects, key=lambda o: o["base"])

    def ground_depth(self, y):
        """Nearness in 0..255 of ground at row y: the horizon is far, the bottom edge is near."""
        t = (y - self.horizon) / (self.height - self.horizon)
        return round(70 + 185 * max(0.0, min(1.0, t)) ** 1.4)

    def box(self, obj):
        xs, ys = [], []
        for shape, geometry, _ in obj["parts"]:
            if shape == "polygon":
                points = geometry
            elif shape == "line":  # a polyline ends with its (width,), which widens the box
                pad = geometry[-1][0] / 2
                points = [(x + dx, y + dy) for x, y in geometry[:-1] for dx in (-pad, pad) for dy in (-pad, pad)]
            else:
                points = [geometry[:2], geometry[2:4]]
            xs += [p[0] for p in points]
            ys += [p[1] for p in points]
        return (min(xs), min(ys), max(xs), max(ys))


def draw_parts(canvas, parts, colour_of):
    for shape, geometry, colour in parts:
        fill = colour_of(colour)
        if shape == "rect":
            canvas.rect(geometry, fill=fill)
        elif shape == "ellipse":
            canvas.ellipse(geometry, fill=fill)
        elif shape == "polygon":
            canvas.polygon(geometry, fill=fill)
        elif shape == "line":
            canvas.line(geometry[:-1], fill=fill, width=geometry[-1][0])


def render_photo(scene):
    canvas = Canvas(scene.width, scene.height)
    canvas.vertical_gradient((0, 0, scene.width, scene.horizon), *scene.sky)
    canvas.vertical_gradient((0, scene.horizon, scene.width, scene.height), *scene.ground)
    for obj in scene.ordered():
        draw_parts(canvas, obj["parts"], lambda c: c)
    return canvas


def render_labels(scene, class_colours, sky_colour, ground_colour):
    """Flat colour per class, as a semantic segmentation model would output."""
    canvas = Canvas(scene.width, scene.height, sky_colour)
    canvas.rect((0, scene.horizon, scene.width, scene.height), fill=ground_colour)
    for obj in scene.ordered():
        draw_parts(canvas, obj["parts"], lambda _c, o=obj: class_colours[o["label"]])
    return canvas


def render_depth(scene):
    """Grey levels for nearness: white is close to the camera, black is the far sky.

    The ground and the backdrop (hills) form one terrain whose nearness grows row by row towards the
    bottom edge; each object stands at one distance, the nearness of the ground where it stands.
    """
    canvas = Canvas(scene.width, scene.height, (8, 8, 8))
    terrain = Canvas(scene.width, scene.height)
    for y in range(scene.height):
        level = scene.ground_depth(y) if y >= scene.horizon else max(30, 70 - (scene.horizon - y) // 2)
        terrain.rect((0, y, scene.width, y + 1), fill=(level, level, level))
    mask = Canvas(scene.width, scene.height, "black")
    mask.rect((0, scene.horizon, scene.width, scene.height), fill="white")
    for obj in scene.backdrop:
        draw_parts(mask, obj["parts"], lambda _c: "white")
    canvas.image.paste(terrain.image, (0, 0), mask.image.convert("L"))
    for obj in sorted(scene.objects, key=lambda o: o["base"]):
        level = scene.ground_depth(obj["base"])
        draw_parts(canvas, obj["parts"], lambda _c, v=level: (v, v, v))
    return canvas


def draw_boxes(canvas, boxes):
    """Detection overlay: a coloured frame and a label tag per (label, score, box, colour)."""
    for label, score, (x0, y0, x1, y1), colour in boxes:
        canvas.rect((x0 - 2, y0 - 2, x1 + 2, y1 + 2), outline=colour, width=3)
        tag = f"{label} {score:.2f}"
        width = canvas.text_width(tag, 11, bold=True) + 8
        ty = y0 - 18 if y0 > 20 else y1 + 2
        canvas.rect((x0 - 2, ty, x0 - 2 + width, ty + 16), fill=colour)
        canvas.text((x0 + 2, ty + 2), tag, 11, fill="white", bold=True)


# --- objects ------------------------------------------------------------------------------------


def car(x, base, body=(200, 40, 40)):
    glass = (170, 210, 235)
    return [
        ("rect", (x, base - 38, x + 130, base - 12, 8), body),
        ("polygon", [(x + 25, base - 38), (x + 45, base - 62), (x + 95, base - 62), (x + 112, base - 38)], body),
        ("polygon", [(x + 33, base - 40), (x + 49, base - 58), (x + 68, base - 58), (x + 68, base - 40)], glass),
        ("polygon", [(x + 73, base - 40), (x + 73, base - 58), (x + 92, base - 58), (x + 105, base - 40)], glass),
        ("ellipse", (x + 14, base - 26, x + 40, base), (30, 30, 30)),
        ("ellipse", (x + 90, base - 26, x + 116, base), (30, 30, 30)),
        ("ellipse", (x + 21, base - 19, x + 33, base - 7), (160, 160, 160)),
        ("ellipse", (x + 97, base - 19, x + 109, base - 7), (160, 160, 160)),
    ]


def person(x, base, shirt=(40, 90, 180), height=110):
    s = height / 110
    return [
        ("line", [(x - 8 * s, base - 2), (x - 4 * s, base - 45 * s), (6,)], (50, 50, 70)),
        ("line", [(x + 8 * s, base - 2), (x + 4 * s, base - 45 * s), (6,)], (50, 50, 70)),
        ("rect", (x - 13 * s, base - 82 * s, x + 13 * s, base - 42 * s, 5), shirt),
        ("line", [(x - 12 * s, base - 78 * s), (x - 20 * s, base - 50 * s), (5,)], shirt),
        ("line", [(x + 12 * s, base - 78 * s), (x + 20 * s, base - 50 * s), (5,)], shirt),
        ("ellipse", (x - 11 * s, base - 106 * s, x + 11 * s, base - 84 * s), (230, 190, 150)),
        ("polygon", [(x - 12 * s, base - 98 * s), (x, base - 110 * s), (x + 12 * s, base - 98 * s)], (70, 45, 30)),
    ]


def dog(x, base, coat=(170, 120, 70), size=1.0, facing=1):
    s, f = size, facing

    def head_box(x0, y0, x1, y1):  # a box on the head side, mirrored when the dog faces left
        left, right = (x0, x1) if f > 0 else (-x1, -x0)
        return (x + left * s, base - y0 * s, x + right * s, base - y1 * s)

    return [
        ("line", [(x - 22 * s * f, base - 22 * s), (x - 34 * s * f, base - 40 * s), (4,)], coat),  # tail
        ("ellipse", (x - 26 * s, base - 36 * s, x + 26 * s, base - 14 * s), coat),
    ] + [("rect", (x + leg * s, base - 20 * s, x + (leg + 7) * s, base, 2), coat) for leg in (-22, -10, 6, 17)] + [
        ("ellipse", head_box(18, 52, 42, 28), coat),  # head
        ("ellipse", head_box(36, 42, 50, 32), coat),  # snout
        ("ellipse", head_box(46, 42, 50, 38), (30, 20, 20)),  # nose
        ("ellipse", head_box(18, 50, 28, 30), (110, 70, 40)),  # ear
        ("ellipse", head_box(31, 46, 35, 42), (20, 20, 20)),  # eye
    ]


def tree(x, base, height=120):
    return [
        ("rect", (x - 7, base - height * 0.45, x + 7, base), (110, 75, 45)),
        ("ellipse", (x - 38, base - height, x + 38, base - height * 0.38), (60, 140, 60)),
        ("ellipse", (x - 26, base - height * 0.95, x + 10, base - height * 0.6), (80, 165, 75)),
    ]


def traffic_light(x, base, lit="red"):
    colours = {"red": (230, 40, 40), "yellow": (240, 190, 30), "green": (40, 200, 80)}
    off = (70, 70, 70)
    return [
        ("rect", (x - 3, base - 120, x + 3, base), (90, 90, 95)),
        ("rect", (x - 13, base - 165, x + 13, base - 115, 4), (35, 35, 40)),
    ] + [
        ("ellipse", (x - 8, base - 160 + 15 * i, x + 8, base - 147 + 15 * i), colours[c] if c == lit else off)
        for i, c in enumerate(("red", "yellow", "green"))
    ]


def bicycle(x, base):
    frame = (20, 130, 140)
    return [
        ("ellipse", (x - 50, base - 36, x - 14, base), (40, 40, 40)),
        ("ellipse", (x - 45, base - 31, x - 19, base - 5), (235, 235, 235)),
        ("ellipse", (x + 14, base - 36, x + 50, base), (40, 40, 40)),
        ("ellipse", (x + 19, base - 31, x + 45, base - 5), (235, 235, 235)),
        ("line", [(x - 32, base - 18), (x - 8, base - 42), (x + 20, base - 42), (x + 32, base - 18), (3,)], frame),
        ("line", [(x - 32, base - 18), (x + 2, base - 18), (x - 8, base - 42), (3,)], frame),
        ("line", [(x + 2, base - 18), (x + 20, base - 42), (3,)], frame),
        ("line", [(x - 14, base - 48), (x - 2, base - 48), (3,)], (30, 30, 30)),
        ("line", [(x + 16, base - 52), (x + 26, base - 50), (3,)], (30, 30, 30)),
    ]


def umbrella(x, top, colour=(150, 60, 170)):
    canopy_angles = [i * math.pi / 12 for i in range(13)]  # a half disc from right to left
    return [
        ("polygon", [(x + 34 * math.cos(a), top + 22 - 22 * math.sin(a)) for a in canopy_angles], colour),
        ("line", [(x, top + 22), (x, top + 58), (2,)], (60, 60, 60)),
    ]


def house(x, base, wall=(235, 205, 160), roof=(170, 60, 50)):
    return [
        ("rect", (x, base - 80, x + 110, base), wall),
        ("polygon", [(x - 10, base - 78), (x + 55, base - 125), (x + 120, base - 78)], roof),
        ("rect", (x + 44, base - 42, x + 66, base), (120, 80, 50)),
        ("rect", (x + 12, base - 65, x + 34, base - 45), (150, 200, 230)),
        ("rect", (x + 76, base - 65, x + 98, base - 45), (150, 200, 230)),
    ]


def street_scene():
    buildings = [
        {"label": "building", "base": 0, "parts": [
            ("rect", (0, 40, 110, 180), (205, 190, 170)),
            ("rect", (110, 70, 230, 180), (170, 175, 185)),
            ("rect", (350, 55, 512, 180), (190, 170, 150)),
        ] + [("rect", (x, y, x + 14, y + 18), (120, 150, 180)) for x in (14, 44, 74) for y in (58, 96, 134)]
          + [("rect", (x, y, x + 14, y + 18), (110, 135, 165)) for x in (126, 160, 194) for y in (88, 126)]
          + [("rect", (x, y, x + 16, y + 20), (115, 140, 170)) for x in (366, 402, 438, 474) for y in (72, 112)]},
        {"label": "sidewalk", "base": 0, "parts": [("rect", (0, 180, 512, 205), (190, 185, 175))]},
    ]
    scene = Scene(512, 320, 180, ((150, 200, 240), (215, 235, 250)), ((70, 70, 75), (95, 95, 100)), buildings)
    scene.backdrop.append({"label": "road", "base": 0, "parts": [
        ("rect", (x, 258, x + 36, 264), (235, 235, 220)) for x in range(10, 512, 70)
    ]})
    scene.add("tree", 200, tree(290, 200, 130))
    scene.add("traffic light", 204, traffic_light(250, 204))
    scene.add("person", 214, person(330, 214, shirt=(220, 120, 40), height=100))
    scene.add("umbrella", 214, umbrella(330, 96))
    scene.add("bicycle", 300, bicycle(430, 300))
    scene.add("car", 296, car(60, 296))
    scene.add("dog", 305, dog(300, 305, size=0.9))
    return scene


def garden_scene():
    hills = [{"label": "hill", "base": 0, "parts": [
        ("ellipse", (-120, 110, 260, 260), (120, 170, 100)),
        ("ellipse", (180, 95, 640, 280), (100, 155, 90)),
    ]}]
    scene = Scene(512, 320, 160, ((120, 180, 235), (200, 225, 245)), ((110, 175, 80), (80, 150, 60)), hills)
    scene.add("house", 205, house(40, 205))
    scene.add("tree", 190, tree(260, 190, 110))
    scene.add("tree", 240, tree(420, 240, 160))
    rails = [("rect", (150, y, 360, y + 6), (235, 235, 230)) for y in (228, 244)]
    scene.add("fence", 255, rails + [("rect", (x, 218, x + 8, 258), (245, 245, 240)) for x in range(150, 360, 24)])
    scene.add("ball", 300, [("ellipse", (230, 262, 268, 300), (240, 80, 60)),
                            ("ellipse", (239, 268, 252, 278), (250, 160, 140))])
    scene.add("cat", 312, cat_parts(110, 312, 0.55))
    return scene


def cat_parts(x, base, s=1.0, coat=(235, 150, 60)):
    dark, pink = (200, 110, 40), (245, 180, 170)

    def at(dx, dy):  # a point relative to the cat's feet, scaled
        return (x + dx * s, base - dy * s)

    return [
        ("line", [at(60, 30), at(95, 60), at(92, 100), (int(9 * s) + 1,)], coat),
        ("ellipse", (*at(-55, 95), *at(70, 0)), coat),
        ("line", [at(10, 92), at(16, 70), (int(5 * s) + 1,)], dark),
        ("line", [at(30, 88), at(36, 66), (int(5 * s) + 1,)], dark),
        ("line", [at(48, 78), at(54, 58), (int(5 * s) + 1,)], dark),
        ("ellipse", (*at(-70, 160), *at(10, 85)), coat),
        ("polygon", [at(-68, 130), at(-62, 178), at(-40, 150)], coat),
        ("polygon", [at(-20, 150), at(2, 178), at(8, 130)], coat),
        ("polygon", [at(-62, 140), at(-59, 166), at(-46, 150)], pink),
        ("polygon", [at(-14, 150), at(-1, 166), at(2, 140)], pink),
        ("ellipse", (*at(-52, 135), *at(-38, 117)), (90, 160, 60)),
        ("ellipse", (*at(-22, 135), *at(-8, 117)), (90, 160, 60)),
        ("ellipse", (*at(-47, 132), *at(-43, 120)), (20, 20, 20)),
        ("ellipse", (*at(-17, 132), *at(-13, 120)), (20, 20, 20)),
        ("polygon", [at(-35, 110), at(-25, 110), at(-30, 104)], (230, 110, 120)),
        ("ellipse", (*at(-30, 10), *at(-4, 0)), dark),
        ("ellipse", (*at(2, 10), *at(28, 0)), dark),
    ]


# --- the demos ----------------------------------------------------------------------------------

STREET_CLASSES = {
    "building": (180, 120, 120), "sidewalk": (244, 35, 232), "road": (128, 64, 128), "tree": (107, 142, 35),
    "traffic light": (250, 170, 30), "person": (220, 20, 60), "umbrella": (255, 0, 140), "bicycle": (119, 11, 32),
    "car": (0, 0, 142), "dog": (0, 200, 200),
}
# What the closed-set detector of the object-detection demo reports (COCO has no "tree" class).
DETECTION_SCORES = {"car": 0.99, "person": 0.98, "dog": 0.96, "bicycle": 0.95, "traffic light": 0.93}


def legend(canvas, entries, x, y):
    for i, (label, colour) in enumerate(entries):
        canvas.rect((x, y + i * 17, x + 12, y + i * 17 + 12), fill=colour, outline="white")
        canvas.text((x + 17, y + i * 17 - 1), label, 11, fill="white", bold=True)


def street_demos():
    scene = street_scene()
    photo = render_photo(scene).finish()
    save(photo, "object-detection-input.png")
    save(photo, "image-segmentation-input.png")
    save(photo, "zero-shot-object-detection-input.png")

    detections = [(o["label"], DETECTION_SCORES[o["label"]], scene.box(o), STREET_CLASSES[o["label"]])
                  for o in scene.objects if o["label"] in DETECTION_SCORES]
    canvas = render_photo(scene)
    draw_boxes(canvas, detections)
    save(canvas.finish(), "object-detection-output.png")

    wanted = {"umbrella": 0.87, "bicycle": 0.81, "traffic light": 0.78}
    canvas = render_photo(scene)
    draw_boxes(canvas, [(o["label"], wanted[o["label"]], scene.box(o), STREET_CLASSES[o["label"]])
                        for o in scene.objects if o["label"] in wanted])
    save(canvas.finish(), "zero-shot-object-detection-output.png")

    canvas = render_labels(scene, STREET_CLASSES, (70, 130, 180), STREET_CLASSES["road"])
    legend(canvas, [("sky", (70, 130, 180))] + list(STREET_CLASSES.items()), 6, 6)
    save(canvas.finish(), "image-segmentation-output.png")


def garden_demos():
    scene = garden_scene()
    photo = render_photo(scene).finish()
    save(photo, "depth-estimation-input.png")
    save(photo, "mask-generation-input.png")
    save(photo, "image-feature-extraction-input.png")
    save(render_depth(scene).finish(), "depth-estimation-output.png")

    # Mask generation: every object (and each hill) gets its own random tint, like automatic SAM masks.
    rng = random.Random(7)
    canvas = render_photo(scene)
    layer = Canvas(scene.width, scene.height, (0, 0, 0, 0), mode="RGBA")
    layer.vertical_gradient((0, 0, scene.width, scene.horizon), (60, 90, 230, 110), (60, 90, 230, 110))
    hills = [[part] for part in scene.backdrop[0]["parts"]]
    pieces = hills + [o["parts"] for o in sorted(scene.objects, key=lambda o: o["base"])]
    for parts in pieces:
        tint = (rng.randrange(40, 255), rng.randrange(40, 255), rng.randrange(40, 255), 150)
        draw_parts(layer, parts, lambda _c, t=tint: t)
    canvas.image = Image.alpha_composite(canvas.image.convert("RGBA"), layer.image).convert("RGB")
    save(canvas.finish(), "mask-generation-output.png")

    # Image-to-image (super-resolution): the input is the same picture at one eighth of the resolution.
    small = photo.resize((scene.width // 8, scene.height // 8), Image.BOX)
    save(small.resize((scene.width, scene.height), Image.NEAREST), "image-to-image-input.png")
    save(photo, "image-to-image-output.png")


def any_to_any_demo():
    canvas = Canvas(384, 256, (245, 242, 235))
    canvas.circle(120, 128, 62, fill=(215, 40, 40))
    canvas.rect((210, 70, 326, 186), fill=(40, 80, 200))
    save(canvas.finish(), "any-to-any-input.png")


def cat_demos():
    canvas = Canvas(384, 320)
    canvas.vertical_gradient((0, 0, 384, 230), (240, 232, 215), (225, 215, 195))
    canvas.rect((0, 230, 384, 320), fill=(150, 110, 80))
    draw_parts(canvas, cat_parts(180, 290, 1.0), lambda c: c)
    for dy in (-6, 4):  # whiskers
        canvas.line([(80, 170 + dy), (130, 176)], (60, 60, 60), 1)
        canvas.line([(180, 176), (230, 170 + dy)], (60, 60, 60), 1)
    save(canvas.finish(), "image-classification-input.png")


def llama_demo():
    canvas = Canvas(384, 320)
    canvas.vertical_gradient((0, 0, 384, 200), (165, 205, 240), (225, 235, 245))
    canvas.vertical_gradient((0, 200, 384, 320), (170, 160, 100), (140, 130, 80))
    canvas.polygon([(0, 200), (90, 120), (170, 200)], fill=(200, 205, 215))
    canvas.polygon([(60, 200), (180, 95), (330, 200)], fill=(185, 190, 205))
    canvas.polygon([(149, 122), (180, 95), (210, 121), (190, 116), (170, 124)], fill="white")
    wool, dark = (245, 240, 225), (215, 205, 185)
    for x in (140, 165, 225, 250):
        canvas.rect((x, 220, x + 14, 292, 4), fill=dark if x in (165, 250) else wool)
    canvas.ellipse((120, 170, 280, 240), fill=wool)
    canvas.circle(122, 200, 14, fill=wool)
    canvas.polygon([(240, 190), (262, 90), (292, 90), (280, 200)], fill=wool)
    canvas.ellipse((250, 60, 300, 100), fill=wool)
    canvas.ellipse((282, 74, 320, 100), fill=wool)
    canvas.polygon([(258, 70), (262, 36), (272, 66)], fill=wool)
    canvas.polygon([(276, 66), (284, 34), (290, 68)], fill=wool)
    canvas.circle(284, 78, 4, fill=(30, 30, 30))
    canvas.circle(314, 86, 3, fill=(80, 60, 60))
    save(canvas.finish(), "zero-shot-image-classification-input.png")


def dogs_demo():
    canvas = Canvas(448, 300)
    canvas.vertical_gradient((0, 0, 448, 170), (150, 200, 240), (220, 235, 250))
    canvas.vertical_gradient((0, 170, 448, 300), (120, 185, 90), (90, 160, 70))
    draw_parts(canvas, tree(380, 190, 150), lambda c: c)
    draw_parts(canvas, dog(120, 250, size=1.6, coat=(175, 125, 75)), lambda c: c)
    draw_parts(canvas, dog(300, 268, size=1.3, coat=(60, 55, 55), facing=-1), lambda c: c)
    canvas.circle(215, 262, 9, fill=(230, 220, 60))
    save(canvas.finish(), "visual-question-answering-input.png")


def fruit_demo():
    canvas = Canvas(448, 300)
    canvas.rect((0, 0, 448, 300), fill=(200, 160, 115))
    for x in range(0, 448, 56):
        canvas.rect((x, 0, x + 2, 300), fill=(180, 140, 100))
    canvas.ellipse((70, 110, 340, 250), fill=(245, 245, 245))
    canvas.ellipse((95, 125, 315, 235), fill=(230, 232, 235))
    for cx, cy in ((150, 170), (205, 155), (250, 185)):
        canvas.circle(cx, cy, 28, fill=(200, 30, 35))
        canvas.circle(cx - 9, cy - 10, 7, fill=(235, 110, 110))
        canvas.line([(cx, cy - 26), (cx + 4, cy - 38)], (90, 60, 30), 3)
        canvas.ellipse((cx + 4, cy - 42, cx + 20, cy - 34), fill=(70, 150, 60))
    banana = [(330, 250), (360, 200), (400, 170), (425, 168), (410, 185), (380, 215), (350, 255)]
    canvas.polygon(banana, fill=(245, 210, 50))
    canvas.rect((421, 162, 432, 172), fill=(90, 70, 30))
    save(canvas.finish(), "image-text-to-text-input.png")


def sailboat_demo():
    canvas = Canvas(448, 300)
    canvas.vertical_gradient((0, 0, 448, 190), (120, 180, 240), (200, 230, 250))
    canvas.circle(360, 60, 30, fill=(250, 215, 60))
    canvas.vertical_gradient((0, 190, 448, 300), (50, 120, 190), (30, 80, 150))
    canvas.polygon([(150, 215), (290, 215), (270, 240), (170, 240)], fill=(200, 40, 40))
    canvas.rect((217, 80, 222, 216), fill=(90, 60, 40))
    canvas.polygon([(225, 85), (225, 205), (295, 205)], fill=(250, 250, 250))
    canvas.polygon([(214, 100), (214, 205), (160, 205)], fill=(240, 240, 235))
    for x in range(20, 448, 60):
        canvas.line([(x, 262), (x + 14, 258), (x + 28, 262)], (150, 200, 235), 2)
    save(canvas.finish(), "image-to-text-input.png")


def invoice_demo():
    canvas = Canvas(400, 500, (252, 252, 250))
    ink, grey = (30, 35, 45), (110, 115, 125)
    canvas.rect((0, 0, 400, 8), fill=(40, 90, 160))
    canvas.text((28, 30), "Northwind Paper Co.", 17, ink, bold=True)
    canvas.text((28, 54), "12 Mill Lane, Leeds LS1 4AB", 10, grey)
    canvas.text((372, 30), "INVOICE", 18, (40, 90, 160), bold=True, anchor="ra")
    canvas.text((372, 56), "No. INV-2024-0387", 10, grey, anchor="ra")
    canvas.text((372, 70), "Date: 14 March 2024", 10, grey, anchor="ra")
    canvas.text((28, 100), "Bill to:", 10, grey, bold=True)
    canvas.text((28, 115), "Harbour Books Ltd", 11, ink)
    canvas.text((28, 130), "4 Quay Street, Bristol", 11, ink)
    canvas.rect((28, 165, 372, 187), fill=(230, 236, 245))
    for x, heading, anchor in ((36, "Description", "la"), (250, "Qty", "ra"), (364, "Amount", "ra")):
        canvas.text((x, 170), heading, 10, ink, bold=True, anchor=anchor)
    rows = [("A4 copy paper, 80 gsm (box)", "20", "$640.00"), ("Recycled envelopes (pack)", "15", "$225.00"),
            ("Archive boxes", "30", "$180.00"), ("Delivery", "1", "$0.00")]
    for i, (description, qty, amount) in enumerate(rows):
        y = 198 + i * 24
        canvas.text((36, y), description, 10, ink)
        canvas.text((250, y), qty, 10, ink, anchor="ra")
        canvas.text((364, y), amount, 10, ink, anchor="ra")
        canvas.rect((28, y + 17, 372, y + 18), fill=(220, 222, 228))
    for i, (label, value) in enumerate((("Subtotal", "$1,045.00"), ("VAT (20%)", "$209.00"))):
        canvas.text((280, 310 + i * 20), label, 10, grey, anchor="ra")
        canvas.text((364, 310 + i * 20), value, 10, ink, anchor="ra")
    canvas.rect((200, 352, 372, 378), fill=(40, 90, 160))
    canvas.text((210, 358), "Total due", 12, "white", bold=True)
    canvas.text((364, 358), "$1,254.00", 12, "white", bold=True, anchor="ra")
    canvas.text((28, 420), "Payment due within 30 days.", 10, grey)
    canvas.text((28, 436), "Thank you for your business!", 10, grey)
    save(canvas.finish(), "document-question-answering-input.png")


def document_pages_demo():
    canvas = Canvas(510, 260, (235, 238, 242))
    ink = (40, 45, 55)
    for i, title in enumerate(("Revenue by region", "Hiring plan", "Office locations")):
        page = Canvas(150, 200, "white")
        page.text((10, 10), title, 10, ink, bold=True)
        if i == 0:
            for j, (name, value, colour) in enumerate((("EU", 60, (70, 120, 200)), ("US", 95, (230, 140, 50)),
                                                       ("APAC", 130, (60, 170, 110)))):
                x = 22 + j * 42
                page.rect((x, 170 - value, x + 28, 170), fill=colour)
                page.text((x + 14, 176), name, 8, ink, anchor="ma")
            page.rect((14, 170, 140, 171), fill=ink)
            page.text((10, 26), "2024, in $M", 8, (120, 120, 120))
        elif i == 1:
            for j in range(8):
                page.rect((10, 34 + j * 18, 10 + 110 - (j * 23) % 50, 40 + j * 18), fill=(200, 205, 215))
            page.rect((10, 34 + 8 * 18, 60, 40 + 8 * 18), fill=(200, 205, 215))
        else:
            page.rect((10, 32, 140, 140), fill=(215, 230, 215))
            page.polygon([(30, 60), (80, 45), (120, 80), (100, 125), (40, 115)], fill=(190, 210, 185))
            for px, py in ((55, 75), (95, 90), (70, 108)):
                page.circle(px, py, 5, fill=(210, 50, 50))
            for j in range(3):
                page.rect((10, 152 + j * 14, 130 - j * 20, 158 + j * 14), fill=(200, 205, 215))
        canvas.rect((13 + i * 165, 13, 167 + i * 165, 217), fill=(200, 204, 210))
        canvas.paste(page, 15 + i * 165, 15)
        canvas.text((90 + i * 165, 232), f"Page {i + 1}", 12, ink, bold=True, anchor="ma")
    save(canvas.finish(), "visual-document-retrieval-input.png")


def filmstrip(frames, frame_width, frame_height):
    """Lays frames side by side on dark film with sprocket holes, to show a short video in one image."""
    gap, band = 8, 14
    canvas = Canvas(gap + len(frames) * (frame_width + gap), frame_height + 2 * band, (25, 25, 28))
    for i, frame in enumerate(frames):
        canvas.paste(frame, gap + i * (frame_width + gap), band)
    for x in range(6, canvas.width - 6, 18):
        canvas.rect((x, 4, x + 8, 10, 2), fill=(210, 210, 210))
        canvas.rect((x, canvas.height - 10, x + 8, canvas.height - 4, 2), fill=(210, 210, 210))
    return canvas.finish()


def kite_frame(t):
    frame = Canvas(160, 120)
    frame.vertical_gradient((0, 0, 160, 90), (110, 170, 235), (200, 225, 245))
    frame.ellipse((-60, 80, 220, 170), fill=(100, 170, 80))
    kx, ky = 70 + 12 * math.sin(t * 1.6), 48 - 10 * t
    frame.line([(40, 112), (kx, ky + 18)], (80, 80, 80), 1)
    frame.polygon([(kx, ky - 16), (kx + 12, ky), (kx, ky + 18), (kx - 12, ky)], fill=(230, 60, 60))
    frame.line([(kx, ky - 16), (kx, ky + 18)], (250, 220, 80), 1)
    frame.line([(kx, ky + 18), (kx - 6 - 4 * math.sin(t * 2), ky + 30), (kx + 3, ky + 40)], (250, 220, 80), 1)
    frame.circle(40, 100, 4, fill=(230, 190, 150))
    frame.rect((37, 104, 43, 116), fill=(50, 90, 170))
    return frame


def balloon_frame(t):
    frame = Canvas(160, 120)
    frame.vertical_gradient((0, 0, 160, 80), (250, 190, 140), (250, 225, 180))
    frame.circle(130, 82, 14, fill=(250, 170, 60))
    frame.ellipse((-40, 75, 120, 150), fill=(110, 160, 80))
    frame.ellipse((60, 82, 220, 150), fill=(90, 145, 70))
    bx, by = 70 + 6 * t, 78 - 20 * t
    frame.line([(bx - 8, by + 10), (bx - 5, by + 22)], (90, 70, 50), 1)
    frame.line([(bx + 8, by + 10), (bx + 5, by + 22)], (90, 70, 50), 1)
    frame.circle(bx, by - 4, 17, fill=(210, 50, 60))
    frame.ellipse((bx - 7, by - 21, bx + 7, by + 13), fill=(245, 210, 70))
    frame.rect((bx - 6, by + 22, bx + 6, by + 30, 2), fill=(140, 90, 50))
    return frame


def dribble_frame(t):
    frame = Canvas(160, 120, (215, 170, 120))
    frame.rect((0, 0, 160, 60), fill=(190, 195, 205))
    frame.rect((0, 58, 160, 61), fill=(250, 250, 250))
    draw_parts(frame, person(70, 110, shirt=(30, 110, 60), height=90), lambda c: c)
    ball_y = 80 + 26 * abs(math.sin(t * math.pi / 2))
    frame.line([(83, 60), (92, ball_y - 10)], (230, 190, 150), 4)
    frame.circle(94, ball_y, 7, fill=(230, 110, 30))
    return frame


def traffic_frame(t):
    frame = Canvas(160, 120)
    frame.vertical_gradient((0, 0, 160, 70), (160, 200, 235), (215, 230, 245))
    frame.rect((0, 70, 160, 120), fill=(80, 80, 85))
    frame.rect((0, 66, 160, 72), fill=(180, 180, 175))
    lit = ("red", "red", "green", "green")[t]
    frame.rect((128, 30, 131, 70), fill=(90, 90, 95))
    frame.rect((121, 4, 138, 40, 3), fill=(35, 35, 40))
    for i, colour in enumerate(((230, 40, 40), (40, 200, 80))):
        on = (i == 0) == (lit == "red")
        frame.circle(129.5, 13 + 18 * i, 6, fill=colour if on else (70, 70, 70))
    draw_parts(frame, car(8 + (0, 0, 14, 48)[t], 108, body=(40, 110, 200)), lambda c: c)
    return frame


def video_demos():
    save(filmstrip([kite_frame(i) for i in range(4)], 160, 120), "image-to-video-output.png")
    save(kite_frame(0).finish().resize((320, 240), Image.LANCZOS), "image-to-video-input.png")
    save(filmstrip([balloon_frame(i) for i in range(4)], 160, 120), "text-to-video-output.png")
    save(filmstrip([dribble_frame(i * 0.66) for i in range(4)], 160, 120), "video-classification-input.png")
    save(filmstrip([traffic_frame(i) for i in range(4)], 160, 120), "video-text-to-text-input.png")


def keypoint_demos():
    # Pose keypoints of a person in a "waving" stance (COCO order is not needed for a picture).
    joints = {"nose": (200, 70), "neck": (200, 100), "r_shoulder": (175, 105), "l_shoulder": (225, 105),
              "r_elbow": (160, 150), "l_elbow": (255, 80), "r_wrist": (158, 195), "l_wrist": (262, 35),
              "r_hip": (185, 190), "l_hip": (215, 190), "r_knee": (180, 250), "l_knee": (225, 250),
              "r_ankle": (176, 305), "l_ankle": (232, 305)}
    limbs = [("r_shoulder", "r_elbow"), ("r_elbow", "r_wrist"), ("l_shoulder", "l_elbow"), ("l_elbow", "l_wrist"),
             ("r_hip", "r_knee"), ("r_knee", "r_ankle"), ("l_hip", "l_knee"), ("l_knee", "l_ankle")]

    def figure():
        canvas = Canvas(400, 330)
        canvas.vertical_gradient((0, 0, 400, 260), (225, 232, 240), (205, 215, 228))
        canvas.rect((0, 260, 400, 330), fill=(180, 170, 150))
        j = joints
        for a, b in limbs:
            colour = (50, 60, 90) if "hip" in a or "knee" in a else (230, 150, 60)
            canvas.line([j[a], j[b]], colour, 16)
        torso = [j["r_shoulder"], j["l_shoulder"], (j["l_hip"][0] + 4, 195), (j["r_hip"][0] - 4, 195)]
        canvas.polygon(torso, fill=(230, 150, 60))
        canvas.circle(*j["nose"], 22, fill=(235, 195, 160))
        canvas.ellipse((178, 44, 222, 66), fill=(80, 55, 35))
        return canvas

    save(figure().finish(), "keypoint-detection-input.png")
    canvas = figure()
    skeleton = limbs + [("r_shoulder", "l_shoulder"), ("r_hip", "l_hip"), ("r_shoulder", "r_hip"),
                        ("l_shoulder", "l_hip"), ("nose", "neck")]
    for a, b in skeleton:
        canvas.line([joints[a], joints[b]], (40, 220, 120), 3)
    for x, y in joints.values():
        canvas.circle(x, y, 6, fill=(255, 40, 80), outline="white", width=2)
    save(canvas.finish(), "keypoint-detection-output.png")


def lighthouse_demo():
    canvas = Canvas(448, 320)
    canvas.vertical_gradient((0, 0, 448, 200), (70, 60, 140), (250, 150, 90))
    canvas.circle(110, 200, 40, fill=(255, 200, 90))
    canvas.vertical_gradient((0, 200, 448, 320), (60, 70, 130), (30, 40, 90))
    for y in range(210, 320, 14):
        canvas.rect((110 - (y - 200) // 3, y, 110 + (y - 200) // 3, y + 3), fill=(250, 170, 100))
    canvas.polygon([(230, 320), (250, 240), (300, 215), (380, 225), (448, 260), (448, 320)], fill=(70, 55, 60))
    canvas.polygon([(300, 230), (318, 110), (352, 110), (368, 230)], fill=(245, 240, 235))
    for y0 in (130, 170, 205):
        top = (y0 - 110) / 120
        canvas.polygon([(318 - 18 * top, y0), (352 + 16 * top, y0), (352 + 16 * (top + 0.12), y0 + 15),
                        (318 - 18 * (top + 0.12), y0 + 15)], fill=(210, 50, 50))
    canvas.rect((314, 92, 356, 110), fill=(40, 40, 50))
    canvas.rect((322, 95, 348, 108), fill=(255, 235, 140))
    canvas.polygon([(310, 92), (335, 72), (360, 92)], fill=(210, 50, 50))
    save(canvas.finish(), "text-to-image-output.png")


def faces_demo():
    rng = random.Random(42)
    canvas = Canvas(256, 256, (20, 20, 24))
    for row in range(2):
        for col in range(2):
            face = Canvas(124, 124, tuple(rng.randrange(120, 230) for _ in range(3)))
            skin = rng.choice([(245, 205, 170), (220, 170, 130), (170, 120, 85), (120, 80, 55)])
            hair = rng.choice([(40, 30, 25), (120, 70, 30), (200, 160, 80), (90, 90, 95)])
            face.ellipse((22, 14, 102, 104), fill=hair)
            face.ellipse((32, 28, 92, 112), fill=skin)
            face.ellipse((28, 16, 96, 50), fill=hair)
            for ex in (48, 76):
                face.ellipse((ex - 6, 62, ex + 6, 70), fill="white")
                face.circle(ex, 66, 3, fill=(50, 40, 30))
            face.line([(62, 72), (59, 84), (64, 85)], tuple(c - 30 for c in skin), 2)
            face.line([(52, 95), (62, 99), (72, 95)], (170, 70, 70), 2)
            canvas.paste(face, 3 + col * 129, 3 + row * 129)
    save(canvas.finish(), "unconditional-image-generation-output.png")


def mug_demo():
    canvas = Canvas(320, 320, (245, 245, 245))
    canvas.ellipse((70, 250, 250, 285), fill=(215, 215, 215))
    canvas.ellipse((194, 125, 262, 215), fill=(40, 120, 160))
    canvas.ellipse((206, 140, 248, 200), fill=(245, 245, 245))
    canvas.rect((70, 90, 210, 260), fill=(40, 120, 160))
    canvas.ellipse((70, 240, 210, 280), fill=(40, 120, 160))
    canvas.ellipse((70, 74, 210, 106), fill=(30, 95, 130))
    canvas.ellipse((78, 78, 202, 102), fill=(90, 55, 35))
    canvas.rect((88, 110, 100, 240, 6), fill=(90, 160, 195))
    save(canvas.finish(), "image-to-3d-input.png")


def main():
    MEDIA.mkdir(exist_ok=True)
    street_demos()
    garden_demos()
    any_to_any_demo()
    cat_demos()
    llama_demo()
    dogs_demo()
    fruit_demo()
    sailboat_demo()
    invoice_demo()
    document_pages_demo()
    video_demos()
    keypoint_demos()
    lighthouse_demo()
    faces_demo()
    mug_demo()


if __name__ == "__main__":
    main()
