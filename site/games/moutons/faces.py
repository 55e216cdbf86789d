"""A tile drawn from what the engine's view says it shows: its four sides and its areas, as SVG markup.

Plain Python (no browser), so it is tested in CPython. The view gives a
tile face as `{"sides": [N, E, S, W], "areas": [{"kind", "sides", "sheep"}]}`;
each area is painted from the tile's centre out to its sides (a meadow
joining two opposite sides is a strip across the tile), meadows of two
colours are parted by a fence, and each area carries its picture: houses in
a village, a tree in a forest, its sheep in a meadow. Every meadow colour
also has a pattern of its own mark (square, star, heart, diamond), and so do
its sheep: colour is never the only cue.
"""

from .pictures import AREA_PICTURES, SHEEP, TILE_PICTURES

SIZE = 100
CENTRE = (50, 50)
#: The corners of the tile, each the start of the side of the same index (N, E, S, W), clockwise.
CORNERS = ((0, 0), (100, 0), (100, 100), (0, 100))
#: A sheep's width, and its height, in the tile's units (the tile is 100 wide): at the farthest zoom, where a
#: tile is 64 CSS px wide, a sheep is 19 px wide, big enough to count at arm's length.
SHEEP_SIZE = 30
SHEPHERD_SHEEP = 24  # on a shepherd tile the sheep stand in the corners, the shepherd in the middle
#: Where the sheep of one meadow stand, around its middle, for 1 to 4 sheep (more share those places).
FLOCKS = {
    1: ((0, 0),),
    2: ((-15, 0), (15, 0)),
    3: ((-15, -9), (15, -9), (0, 12)),
    4: ((-15, -13), (15, -13), (-15, 13), (15, 13)),
}
BAND = 18  # half the width of a meadow strip joining two opposite sides
#: The marks of the meadow patterns, one shape per colour (see style.css and art/sheep-*.svg).
MARKS = {
    "black": '<rect x="-2" y="-2" width="4" height="4"/>',
    "yellow": '<path d="M0 -3 L.9 -1 L3 -.9 L1.4 .5 L1.9 2.6 L0 1.5 L-1.9 2.6 L-1.4 .5 L-3 -.9 L-.9 -1 Z"/>',
    "red": '<path d="M0 2.5 C-3.5 0 -3 -2.8 -1.3 -2.8 C-.5 -2.8 0 -2 0 -1.5 C0 -2 .5 -2.8 1.3 -2.8 C3 -2.8 3.5 0 0 2.5 Z"/>',
    "blue": '<path d="M0 -3 L2.8 0 L0 3 L-2.8 0 Z"/>',
}


def turn(face: dict, rotation: int) -> dict:
    """A face turned `rotation` quarter turns clockwise (what showed north shows east after one)."""
    return {
        "sides": [face["sides"][(side - rotation) % 4] for side in range(4)],
        "areas": [{**area, "sides": sorted((side + rotation) % 4 for side in area["sides"])} for area in face["areas"]],
    }


def same_look(one: dict, other: dict) -> bool:
    """Whether two faces lie the same way on the board (same sides, same areas, same sheep)."""
    def key(face):
        return face["sides"], sorted((area["kind"], area["sides"], area["sheep"]) for area in face["areas"])
    return key(one) == key(other)


def is_band(sides: list) -> bool:
    """Two opposite sides held by one area: a strip across the tile."""
    return len(sides) == 2 and (sides[1] - sides[0]) == 2


def run_start(sides: list) -> int:
    """The first side, clockwise, of a run of neighbouring sides."""
    return next(side for side in sides if (side - 1) % 4 not in sides)


def area_points(sides: list) -> list:
    """The polygon of an area: the tile's centre, then the corners along its sides."""
    if len(sides) == 4:
        return list(CORNERS)
    if is_band(sides):
        if sides == [0, 2]:
            return [(50 - BAND, 0), (50 + BAND, 0), (50 + BAND, 100), (50 - BAND, 100)]
        return [(0, 50 - BAND), (100, 50 - BAND), (100, 50 + BAND), (0, 50 + BAND)]
    start = run_start(sides)
    points = [CENTRE, CORNERS[start]]
    for step in range(len(sides)):
        points.append(CORNERS[(start + step + 1) % 4])
    return points


def area_middle(sides: list) -> tuple:
    """Where an area's pictures go: the mean of the middles of its sides' triangles."""
    if len(sides) == 4 or is_band(sides):
        return CENTRE
    xs, ys = [], []
    for side in sides:
        (ax, ay), (bx, by) = CORNERS[side], CORNERS[(side + 1) % 4]
        xs.append((50 + ax + bx) / 3)
        ys.append((50 + ay + by) / 3)
    return sum(xs) / len(xs), sum(ys) / len(ys)


def flock(count: int, sides: list) -> list:
    """Where each sheep of a meadow stands (their top-left corners), inside the tile."""
    if count == 0:
        return []
    mx, my = area_middle(sides)
    spots = FLOCKS[min(count, 4)]
    if sides in ([1], [3]):  # a meadow on the east or west side: the flock stands along it
        spots = [(dy, dx) for dx, dy in spots]
    if is_band(sides) and count <= 3:  # along the strip
        along = [(-31, 0), (0, 0), (31, 0)][:count] if count > 1 else [(0, 0)]
        spots = [(d, 0) for d, _ in along] if sides == [1, 3] else [(0, d) for d, _ in along]
    places = []
    for index in range(count):
        dx, dy = spots[index % len(spots)]
        shift = 3 * (index // len(spots))  # a fifth sheep and more stand just behind the first ones
        x = min(max(mx + dx - SHEEP_SIZE / 2 + shift, 1), SIZE - SHEEP_SIZE - 1)
        y = min(max(my + dy - SHEEP_SIZE / 2 + shift, 1), SIZE - SHEEP_SIZE - 1)
        places.append((round(x, 1), round(y, 1)))
    return places


def fences(face: dict) -> list:
    """The lines between two meadows of different areas that meet at a corner: (x1, y1, x2, y2)."""
    areas = face["areas"]
    if any(is_band(area["sides"]) for area in areas):
        return []
    owner = {side: index for index, area in enumerate(areas) for side in area["sides"]}
    kinds = face["sides"]
    lines = []
    for side in range(4):
        after = (side + 1) % 4
        meadows = kinds[side] not in ("village", "forest") and kinds[after] not in ("village", "forest")
        if meadows and owner[side] != owner[after]:
            x, y = CORNERS[after]
            lines.append((50, 50, x, y))
    return lines


def points_text(points: list) -> str:
    return " ".join(f"{x:g},{y:g}" for x, y in points)


def face_svg(face: dict, kind: str = "landscape", hunter: bool = False) -> str:
    """The SVG markup of a tile face as it lies; `kind` adds the wolf, hunter, shepherd or village centre."""
    parts = [f'<svg class="mt-face" viewBox="0 0 {SIZE} {SIZE}" aria-hidden="true" focusable="false">']
    areas = sorted(face["areas"], key=lambda area: is_band(area["sides"]))  # strips over the rest
    for area in areas:
        land = area["kind"]
        parts.append(f'<polygon class="mt-land mt-land-{land}" points="{points_text(area_points(area["sides"]))}"/>')
    for x1, y1, x2, y2 in fences(face):
        parts.append(f'<line class="mt-fence" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"/>')
    if kind in TILE_PICTURES:
        parts.append(f'<image href="{TILE_PICTURES[kind]}" x="14" y="14" width="72" height="72"/>')
        if hunter:
            parts.append(f'<image href="{TILE_PICTURES["hunter"]}" x="44" y="40" width="56" height="56"/>')
    if kind in ("landscape", "shepherd"):
        for area in face["areas"]:
            parts += area_pictures(area, small=kind == "shepherd")
    parts.append('<rect class="mt-edge" x="1" y="1" width="98" height="98" rx="4"/>')
    parts.append("</svg>")
    return "".join(parts)


def area_pictures(area: dict, small: bool = False) -> list:
    """An area's pictures: its sheep, or a tree or houses in its middle."""
    land = area["kind"]
    if land in SHEEP:
        places = flock(area["sheep"], area["sides"])
        size = SHEPHERD_SHEEP if small else SHEEP_SIZE
        if small:  # a shepherd tile: the sheep stand in the corners, the shepherd in the middle
            far = 100 - SHEPHERD_SHEEP - 2
            places = [(2, 2), (far, 2), (2, far), (far, far)][:area["sheep"]]
        return [f'<image href="{SHEEP[land]}" x="{x:g}" y="{y:g}" width="{size}" height="{size}"/>'
                for x, y in places]
    mx, my = area_middle(area["sides"])
    size = 26
    return [f'<image href="{AREA_PICTURES[land]}" x="{mx - size / 2:g}" y="{my - size / 2:g}" width="{size}" height="{size}"/>']


def patterns_svg() -> str:
    """The meadow patterns every tile face fills its meadows with, open or in a closed field: one mark per
    colour, drawn once per page."""
    parts = ['<svg class="mt-patterns" width="0" height="0" aria-hidden="true" focusable="false"><defs>']
    for colour, mark in MARKS.items():
        for look in ("meadow", "closed"):  # a closed field's meadow is filled with a stronger colour, same marks
            parts.append(f'<pattern id="mt-{look}-{colour}" width="12" height="12" patternUnits="userSpaceOnUse">'
                         f'<rect class="mt-{look}-{colour}" width="12" height="12"/>'
                         f'<g class="mt-mark-{colour}" transform="translate(6 6)">{mark}</g></pattern>')
    parts.append("</defs></svg>")
    return "".join(parts)
