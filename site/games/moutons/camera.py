"""Which part of the board the window shows: the size of a square, and where the centre tile lies.

Plain Python (no browser), so it is tested in CPython. The board grows in
every direction; the child drags it to look around and zooms with two big
buttons (no pinch). A square never shrinks below a target a child can tap.
"""

from dataclasses import dataclass

#: Sizes of a square in CSS px, from far to near; the smallest is the smallest target on a tablet.
ZOOMS = (64, 80, 96, 120, 150)
PHONE_ZOOMS = (48, 64, 80, 96, 120)
MARGIN = 0.5  # squares of room kept between a tile to show and the window's edge


@dataclass
class Camera:
    """The board's plane seen through a window: `left`, `top` is where square (0, 0) lies, in CSS px."""

    zooms: tuple = ZOOMS
    level: int = 2
    left: float = 0.0
    top: float = 0.0

    @property
    def cell(self) -> int:
        return self.zooms[self.level]

    def centre_on(self, x: float, y: float, width: float, height: float) -> None:
        """Square (x, y) in the middle of a window of that size."""
        self.left = width / 2 - (x + 0.5) * self.cell
        self.top = height / 2 - (y + 0.5) * self.cell

    def drag(self, dx: float, dy: float) -> None:
        self.left += dx
        self.top += dy

    def zoom(self, step: int, width: float, height: float) -> bool:
        """Nearer (+1) or farther (-1), keeping the middle of the window where it is; False at either end."""
        level = min(max(self.level + step, 0), len(self.zooms) - 1)
        if level == self.level:
            return False
        middle_x = (width / 2 - self.left) / self.cell
        middle_y = (height / 2 - self.top) / self.cell
        self.level = level
        self.left = width / 2 - middle_x * self.cell
        self.top = height / 2 - middle_y * self.cell
        return True

    def can_zoom(self, step: int) -> bool:
        return 0 <= self.level + step < len(self.zooms)

    def square_box(self, x: int, y: int) -> tuple:
        """(left, top, right, bottom) of a square in the window."""
        left, top = self.left + x * self.cell, self.top + y * self.cell
        return left, top, left + self.cell, top + self.cell

    def shows(self, x: int, y: int, width: float, height: float) -> bool:
        """The whole square lies inside the window."""
        left, top, right, bottom = self.square_box(x, y)
        return left >= 0 and top >= 0 and right <= width and bottom <= height

    def fits(self, squares: list, width: float, height: float) -> bool:
        """Whether these squares, with room around them, fit in the window at this size."""
        xs, ys = [x for x, _ in squares], [y for _, y in squares]
        room = 2 * MARGIN
        return ((max(xs) - min(xs) + 1 + room) * self.cell <= width
                and (max(ys) - min(ys) + 1 + room) * self.cell <= height)

    def show_all(self, squares: list, width: float, height: float) -> bool:
        """Zoom out as far as needed (never under the smallest target) and move so the squares show."""
        if not squares:
            return False
        changed = False
        while not self.fits(squares, width, height) and self.zoom(-1, width, height):
            changed = True
        return self.keep_in_view(squares, width, height) or changed

    def keep_in_view(self, squares: list, width: float, height: float) -> bool:
        """Bring squares into the window (the latest tiles): the least move that shows them all, or centre them."""
        if not squares or all(self.shows(x, y, width, height) for x, y in squares):
            return False
        xs, ys = [x for x, _ in squares], [y for _, y in squares]
        room = MARGIN * self.cell
        low_x, high_x = min(xs) * self.cell - room, (max(xs) + 1) * self.cell + room
        low_y, high_y = min(ys) * self.cell - room, (max(ys) + 1) * self.cell + room
        self.left = _slide(self.left, low_x, high_x, width)
        self.top = _slide(self.top, low_y, high_y, height)
        return True


    def keep_some_in_view(self, squares: list, width: float, height: float) -> bool:
        """Bring squares into the window, all of them if they fit; else at least the one nearest what it showed.

        A window that already shows one of them stays: the child looks there.
        """
        if not squares or any(self.shows(x, y, width, height) for x, y in squares):
            return False
        middle_x, middle_y = (width / 2 - self.left) / self.cell, (height / 2 - self.top) / self.cell
        moved = self.keep_in_view(squares, width, height)
        if any(self.shows(x, y, width, height) for x, y in squares):
            return moved
        nearest = min(squares, key=lambda square: (square[0] + 0.5 - middle_x) ** 2 + (square[1] + 0.5 - middle_y) ** 2)
        return self.keep_in_view([nearest], width, height) or moved


def _slide(offset: float, low: float, high: float, size: float) -> float:
    """The offset nearest to `offset` that shows [low, high] in a window of `size` (centred if it cannot)."""
    if high - low > size:
        return size / 2 - (low + high) / 2
    if offset + low < 0:
        return -low
    if offset + high > size:
        return size - high
    return offset
