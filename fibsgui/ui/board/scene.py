"""The board scene: draws a :class:`GameController`'s game and turns mouse gestures into its steps.

Legal targets always come from the controller's :class:`fibsgui.bg.Turn`; the scene never judges a
move itself. Pressing one of the player's checkers highlights every legal target, also those it
reaches over several dice (5-2 from 23 to 16, doubles up to four steps, off); dropping it on one
makes the step (or the steps, undone together), dropping it elsewhere sends it back. A click moves the checker by the larger die
(right click: the smaller), a double click bears it off.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QPainterPath, QTransform
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from fibsgui.bg import BACKGAMMON, BAR, GAMMON, OFF, WAITING, Move, Play, Position, Turn
from fibsgui.models.game import Action, GameController, GameSnapshot, Movement, game_end_text
from fibsgui.ui.board.geometry import BAR_STACK, CHECKER, STACK, Geometry
from fibsgui.ui.board.items import (
    BandItem,
    BannerItem,
    BoardItem,
    ButtonItem,
    CheckerItem,
    CubeItem,
    DieItem,
    HighlightItem,
    LabelItem,
    PreviewItem,
    point_triangle,
)
from fibsgui.ui.board.theme import Theme

DRAG_DISTANCE = 6.0  # scene units a press must travel to become a drag


@dataclass
class _Press:
    location: int
    item: CheckerItem
    start: QPointF
    home: QPointF
    button: Qt.MouseButton
    targets: dict
    dragging: bool = False
    counter: CheckerItem | None = None  # the checker that shows the stack's count, and its count
    count: int = 0


class BoardScene(QGraphicsScene):
    """The board. Sides are drawn by role: the player (``snapshot.me``) at the bottom."""

    roll_requested = Signal()
    double_requested = Signal()
    answer_requested = Signal(str)  # a banner button: "take", "drop", "accept", "reject", "next"
    confirm_requested = Signal()
    animation_finished = Signal()
    look_changed = Signal()  # theme or orientation: the static board must be drawn again

    def __init__(self, theme: Theme | None = None, home_right: bool = True, parent=None) -> None:
        super().__init__(parent)
        self.theme = theme or Theme.load("classic")
        self.geometry = Geometry(home_right)
        self.setSceneRect(self.geometry.scene_rect)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.controller: GameController | None = None
        self.animation_ms = 250

        self.board_item = BoardItem(self.theme, self.geometry)
        self.addItem(self.board_item)
        self.highlight = HighlightItem(self.theme)
        self.addItem(self.highlight)
        self.preview = PreviewItem(self.theme)
        self.addItem(self.preview)
        self._preview: tuple[Position, Play] | None = None  # the shown position and the play previewed
        self.checkers: dict[bool, list[CheckerItem]] = {
            role: [CheckerItem(self.theme, role) for _ in range(15)] for role in (True, False)
        }
        for items in self.checkers.values():
            for item in items:
                self.addItem(item)
        self.dice = [DieItem(self.theme) for _ in range(4)]
        for die in self.dice:
            die.hide()
            self.addItem(die)
        self.cube = CubeItem(self.theme)
        self.cube.clicked.connect(self.double_requested)
        self.addItem(self.cube)
        self.offered_cube = CubeItem(self.theme)
        self.offered_cube.hide()
        self.addItem(self.offered_cube)
        self.bands = {
            True: BandItem(self.theme, self.geometry.bottom_band, True),
            False: BandItem(self.theme, self.geometry.top_band, False),
        }
        for band in self.bands.values():
            self.addItem(band)
        self.match_label = LabelItem(self.theme, 15, True, "numbers")
        self.addItem(self.match_label)
        self.off_labels = {role: LabelItem(self.theme, 15, True, "numbers") for role in (True, False)}
        for label in self.off_labels.values():
            self.addItem(label)
        self.thinking_label = LabelItem(self.theme, 22, True, "banner_text")
        self.addItem(self.thinking_label)
        self.roll_button = ButtonItem(self.theme, "")
        self.roll_button.clicked.connect(self.roll_requested)
        self.double_button = ButtonItem(self.theme, "")
        self.double_button.clicked.connect(self.double_requested)
        self.confirm_button = ButtonItem(self.theme, "")
        self.confirm_button.clicked.connect(self.confirm_requested)
        for button in (self.roll_button, self.double_button, self.confirm_button):
            button.hide()
            self.addItem(button)
        self.banner = BannerItem(self.theme)
        self.banner.button_clicked.connect(self.answer_requested)
        self.addItem(self.banner)

        # where each checker is: (role, location in the player's numbering) -> items, bottom first
        self.stacks: dict[tuple[bool, int], list[CheckerItem]] = {}
        self._location_of: dict[CheckerItem, tuple[bool, int]] = {}
        self._faded: list[CheckerItem] = []  # checkers a previewed play hits, drawn faint meanwhile
        self._shown: Position | None = None
        self._me = 0
        self._press: _Press | None = None
        self._last_click: tuple[int, Move] | None = None
        self._double_clicked = False
        self._animation: QAbstractAnimation | None = None
        self._movements: list[Movement] = []
        self._movement_dice: tuple[tuple[int, int], int] | None = None
        self._refresh_wanted = False
        self._banner_key: tuple = ("", ())
        self._refreshed = False  # the texts have been shown once
        self._place_initial()

    # -- set-up -------------------------------------------------------------------------------
    def set_controller(self, controller: GameController | None) -> None:
        if self.controller is not None:
            self.controller.changed.disconnect(self._controller_changed)
            self.controller.moved.disconnect(self._controller_moved)
        self.controller = controller
        self._movements.clear()
        self._finish_animation()
        if controller is not None:
            controller.changed.connect(self._controller_changed)
            controller.moved.connect(self._controller_moved)
        self.refresh(animate=False)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        for item in self.items():
            if hasattr(item, "theme"):
                item.theme = theme
                item.update()
        self.board_item.set_look(theme, self.geometry)
        self.look_changed.emit()
        self.refresh(animate=False)

    def set_home_right(self, home_right: bool) -> None:
        if home_right == self.geometry.home_right:
            return
        self.geometry = Geometry(home_right)
        self.board_item.set_look(self.theme, self.geometry)
        self.look_changed.emit()
        self._finish_animation()
        self._shown = None
        self.refresh(animate=False)

    def retranslate(self) -> None:
        """The language changed: word the texts again (the controller's message is its own)."""
        if self.controller is not None:
            self.controller.retranslate()  # publishes again: the scene refreshes
        elif self._refreshed:
            self.refresh(animate=False)

    def _place_initial(self) -> None:
        self._layout(Position.initial(), 0, animate=False)

    # -- showing the game ---------------------------------------------------------------------
    def snapshot(self) -> GameSnapshot:
        return self.controller.snapshot() if self.controller is not None else GameSnapshot()

    def _controller_changed(self) -> None:
        # a controller that jumps between moments (the review) has its boards drawn at once
        self.refresh(animate=getattr(self.controller, "animate_changes", True))

    def _controller_moved(self, movement: Movement) -> None:
        self._movements.append(movement)
        if self._animation is None or not self._animation.property("movement"):
            self._next_movement()

    def animating(self) -> bool:
        return self._animation is not None

    def showing_movement(self) -> bool:
        """Whether the opponent's play is being shown (or waits to be): until it has been, the
        board still shows the opponent's turn."""
        return bool(self._movements) or (self._animation is not None and bool(self._animation.property("movement")))

    def refresh(self, animate: bool = True) -> None:
        """Show the controller's game (after any animation of the opponent's moves in progress)."""
        if self._movements or (self._animation is not None and self._animation.property("movement")):
            self._refresh_wanted = True
            return
        self._refresh_wanted = False
        self._refreshed = True
        snapshot = self.snapshot()
        turn = self.controller.turn if self.controller is not None else None
        position = self.controller.shown_position() if self.controller is not None else snapshot.position
        self._cancel_press()
        if self.board_item.set_labels(getattr(position, "labels", None) or range(1, 25)):
            self.look_changed.emit()  # the numbers are part of the static board
        self._layout(position, snapshot.me, animate=animate and self._shown is not None)
        if self._preview is not None and self._preview[0] != position:
            self.show_preview(None)  # drawn for a board that is no longer there
        self._show_dice(snapshot, turn)
        self._show_cube(snapshot)
        self._show_texts(snapshot, position)
        self._show_prompts(snapshot, turn)

    def _assign(self, position: Position, me: int) -> dict[CheckerItem, tuple[QPointF, QRectF | None, int, int]]:
        """Give every checker item its place in ``position``, moving as few items as possible.

        Updates :attr:`stacks`; returns each item's (centre, slab, count shown, z value).
        """
        self._shown = position
        self._me = me
        wanted: dict[tuple[bool, int], int] = {}
        for role in (True, False):
            side = me if role else 1 - me
            counts = position.checkers(side)
            for own in range(1, 25):
                if counts[own - 1]:
                    wanted[(role, own if role else 25 - own)] = counts[own - 1]
            if counts[24]:
                wanted[(role, BAR)] = counts[24]
            if position.off(side):
                wanted[(role, OFF)] = position.off(side)
            waiting = position.waiting(side) if hasattr(position, "waiting") else 0
            if waiting:
                wanted[(role, WAITING)] = waiting
        spare: dict[bool, list[CheckerItem]] = {True: [], False: []}
        stacks: dict[tuple[bool, int], list[CheckerItem]] = {}
        for key, items in self.stacks.items():
            keep = wanted.get(key, 0)
            stacks[key] = items[:keep]
            spare[key[0]].extend(reversed(items[keep:]))  # the top checker leaves first
        placed = {item for items in stacks.values() for item in items}
        for role in (True, False):
            for item in self.checkers[role]:
                if item not in placed and item not in spare[role]:
                    spare[role].append(item)
        for key, count in wanted.items():
            items = stacks.setdefault(key, [])
            while len(items) < count and spare[key[0]]:
                items.append(spare[key[0]].pop(0))
        self.stacks = {k: v for k, v in stacks.items() if v}
        self._location_of = {item: key for key, items in self.stacks.items() for item in items}
        places: dict[CheckerItem, tuple[QPointF, QRectF | None, int, int]] = {}
        g = self.geometry
        for (role, location), items in self.stacks.items():
            # a point or the bar shows so many checkers; the rest sit on the last place, under the
            # checker there, which is drawn above them all and carries the stack's count
            slots = {OFF: len(items), BAR: BAR_STACK}.get(location, STACK)  # WAITING: as a point
            tall = len(items) > slots
            for index, item in enumerate(items):
                slab = None
                if location == OFF:
                    rect = g.slab_rect(role, index)
                    centre = rect.center()
                    slab = rect.translated(-centre.x(), -centre.y())
                elif location == BAR:
                    centre = g.bar_centre(role, index)
                elif location == WAITING:
                    centre = g.waiting_centre(role, index)
                else:
                    centre = g.checker_centre(location, index)
                if tall and index == slots - 1:
                    places[item] = (centre, slab, len(items), 10 + len(items))
                else:
                    places[item] = (centre, slab, 0, 10 + index)
        for role in (True, False):
            for item in spare[role]:  # only with fewer than 15 checkers a side
                places[item] = (item.pos(), None, 0, -1)
        return places

    def _layout(self, position: Position, me: int, animate: bool) -> None:
        """Put every checker where ``position`` has it (sliding them there if ``animate``).

        The stacks' counts and the order in which checkers are drawn change when the checkers
        arrive: an animation ends on the picture the same position has when drawn at once."""
        if not animate:
            self._finish_animation()  # a slide under way would end on its own, older places
        places = self._assign(position, me)
        moves = []
        for item, (centre, slab, count, z) in places.items():
            item.setVisible(z >= 0)
            if item.pos() != centre or item.slab != slab:
                moves.append((item, item.pos(), centre, item.slab, slab))
        if animate and self.animation_ms > 0 and moves:
            # checkers settling after a play or a drop: quicker than a move shown (180 ms at normal speed)
            self._run(self._move_group(moves, round(self.animation_ms * 0.72), places), movement=False)
        else:
            for item, _, centre, _, slab in moves:
                item.set_slab(slab)
                item.setPos(centre)
            self._settle(places)
        self._update_cursors()

    @staticmethod
    def _settle(places: dict[CheckerItem, tuple[QPointF, QRectF | None, int, int]]) -> None:
        """Give the checkers in their places their counts and drawing order."""
        for item, (_, _, count, z) in places.items():
            item.set_count(count)
            if z >= 0:
                item.setZValue(z)

    def _move_group(self, moves, duration: int, places) -> QParallelAnimationGroup:
        """Slide items from start to end; a checker turns into a slab when it arrives in a tray.

        A checker in flight shows no count and is drawn above the others; when they have all
        arrived, every checker in ``places`` takes its count and its drawing order."""
        group = QParallelAnimationGroup()
        for item, start, end, start_slab, end_slab in moves:
            animation = QVariantAnimation(group)
            animation.setStartValue(start)
            animation.setEndValue(end)
            animation.setDuration(duration)
            animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
            animation.valueChanged.connect(item.setPos)

            def started(new, old, item=item, start_slab=start_slab):
                if new == QAbstractAnimation.State.Running:
                    item.set_slab(start_slab if start_slab is None else None)
                    item.set_count(0)
                    item.setZValue(60)

            def finished(item=item, end=end, end_slab=end_slab):
                item.setPos(end)
                item.set_slab(end_slab)

            animation.stateChanged.connect(started)
            animation.finished.connect(finished)
            group.addAnimation(animation)
        group.finished.connect(lambda: self._settle(places))
        return group

    def _run(self, animation: QAbstractAnimation, movement: bool) -> None:
        self._finish_animation()
        animation.setParent(self)  # owned by the scene until it is done, then deleted later
        animation.setProperty("movement", movement)
        self._animation = animation
        animation.finished.connect(self._animation_done)
        animation.start()

    def _finish_animation(self) -> None:
        """Jump a running animation to its end."""
        animation = self._animation
        if animation is not None:
            self._animation = None
            animation.finished.disconnect(self._animation_done)
            animation.setCurrentTime(animation.totalDuration())
            animation.stop()
            animation.deleteLater()

    def _animation_done(self) -> None:
        if self._animation is not None:
            self._animation.deleteLater()
        self._animation = None
        if self._movements:
            self._next_movement()
            return
        self._movement_dice = None
        if self._refresh_wanted:
            self.refresh(animate=False)
        self.animation_finished.emit()

    def _next_movement(self) -> None:
        """Animate the opponent's next play step by step; refresh when every play is shown."""
        while self._movements:
            movement = self._movements.pop(0)
            sequence = self._movement_animation(movement)
            if sequence is not None:
                self._run(sequence, movement=True)
                return
        self._movement_dice = None
        self.refresh(animate=False)
        self.animation_finished.emit()

    def _movement_animation(self, movement: Movement) -> QSequentialAnimationGroup | None:
        if self.animation_ms <= 0 or not movement.moves:
            return None
        me = self.snapshot().me
        before = movement.before.with_turn(movement.side)
        self._cancel_press()
        self._finish_animation()
        self._layout(before, me, animate=False)
        current = {item: (item.pos(), item.slab) for item in self._location_of}
        steps = []
        position = before
        for move in movement.moves:
            try:
                position = position.apply(Play([move])).with_turn(movement.side)
            except ValueError:
                self._layout(movement.before, me, animate=False)
                return None
            places = self._assign(position, me)
            moves = []
            for item, (centre, slab, _, _) in places.items():
                old_pos, old_slab = current.get(item, (item.pos(), item.slab))
                if old_pos != centre:
                    moves.append((item, old_pos, centre, old_slab, slab))
                current[item] = (centre, slab)
            steps.append((moves, places))
        sequence = QSequentialAnimationGroup()
        for moves, places in steps:
            if moves:
                sequence.addAnimation(self._move_group(moves, self.animation_ms, places))
                sequence.addPause(max(40, self.animation_ms // 5))
        if movement.dice:
            self._movement_dice = (movement.dice, movement.side)
            self._show_dice_values(movement.dice, movement.side == me, [False] * 4)
        self.thinking_label.set_text("")  # the play is made: shown, no longer thought about
        band = self.bands[True]  # nor said to be ("gnubg is thinking"); a watcher's words stay
        centre = band.centre if self.snapshot().watching else ""
        band.set_texts(band.name, band.score, band.pips, centre, band.on_turn, band.away)
        self.show_preview(None)
        return sequence

    # -- dice, cube, texts, prompts -----------------------------------------------------------
    def _show_dice(self, snapshot: GameSnapshot, turn: Turn | None) -> None:
        if self._movement_dice is not None:
            return
        dice = snapshot.dice
        if (not dice or snapshot.game_result is not None or snapshot.double_offer is not None
                or snapshot.can(Action.CHOOSE_DOUBLE)):  # the chooser stands where the dice lie
            for die in self.dice:
                die.hide()
            return
        player = snapshot.dice_side == snapshot.me
        used = [False] * 4
        if turn is not None and player:
            # of each value, the dice played are the first ones drawn
            values = self._dice_values(dice)
            unused = list(turn.remaining_dice)
            for n, value in enumerate(values):
                if value in unused:
                    unused.remove(value)
                else:
                    used[n] = True
            # a value left unused is the last of its kind: the used ones come first
            used = self._used_first(values, used)
        self._show_dice_values(dice, player, used)

    @staticmethod
    def _dice_values(dice: tuple[int, ...]) -> list[int]:
        """The dice drawn: two dice, a double as four, or tabula's three as they are."""
        return [dice[0]] * 4 if len(dice) == 2 and dice[0] == dice[1] else list(dice[:4])

    @staticmethod
    def _used_first(values: list[int], used: list[bool]) -> list[bool]:
        order: dict[int, int] = {}
        for n, value in enumerate(values):
            if used[n]:
                order[value] = order.get(value, 0) + 1
        out = []
        for value in values:
            count = order.get(value, 0)
            out.append(count > 0)
            if count:
                order[value] = count - 1
        return out + [False] * (4 - len(out))

    def _show_dice_values(self, dice: tuple[int, ...], player: bool, used: list[bool]) -> None:
        values = self._dice_values(dice)
        centre = self.geometry.dice_centre(player)
        gap = 12.0
        width = len(values) * DieItem.SIZE + (len(values) - 1) * gap
        x = centre.x() - width / 2 + DieItem.SIZE / 2
        for n, die in enumerate(self.dice):
            if n < len(values):
                die.set_die(values[n], player, used[n])
                die.setPos(x + n * (DieItem.SIZE + gap), centre.y())
                die.show()
            else:
                die.hide()

    def _show_cube(self, snapshot: GameSnapshot) -> None:
        match = snapshot.match
        owner = match.cube_owner
        where = "centre" if owner is None else "player" if owner == snapshot.me else "opponent"
        self.cube.setPos(self.geometry.cube_centre(where))
        self.cube.set_cube(match.cube, snapshot.can(Action.DOUBLE))
        self.cube.setVisible(not match.crawford or match.cube > 1)
        if snapshot.double_offer is not None:
            offered = self.geometry.dice_centre(snapshot.double_offer == snapshot.me)
            self.offered_cube.set_cube(match.cube * 2, False)
            self.offered_cube.setPos(offered)
            self.offered_cube.show()
        else:
            self.offered_cube.hide()

    def _show_texts(self, snapshot: GameSnapshot, position: Position) -> None:
        match = snapshot.match
        me = snapshot.me
        acting = snapshot.side_to_act()
        names = self._names(snapshot)
        for role in (True, False):
            side = me if role else 1 - me
            name = names[side]
            score = match.score[side]
            if match.length:
                score_text = self.tr("Score {0}/{1}").format(score, match.length)
            else:
                score_text = self.tr("Score {0}").format(score)
            pips = self.tr("Pips {0}").format(position.pip_count(side))
            if position.pip_count(side) and position.pip_count(1 - side) and snapshot.drawable:
                lead = position.pip_count(side) - position.pip_count(1 - side)
                pips += " (" + (f"{lead:+d}".replace("-", "\u2212") if lead else "0") + ")"
            away = self.tr("{0}-away").format(match.away(side)) if match.length and match.away(side) else ""
            centre = ""
            if role:
                centre = snapshot.message or self.turn_prompt(snapshot)
            else:
                if not snapshot.active and not snapshot.game_result:
                    centre = ""
                elif match.length:
                    centre = self.tr("{0}-point match").format(match.length)
                    if match.crawford:
                        centre += " · " + self.tr("Crawford game")
                    elif match.post_crawford:
                        centre += " · " + self.tr("post-Crawford")
                else:
                    centre = self.tr("Money game")
            self.bands[role].set_texts(name, score_text, pips, centre, acting == side, away)
            off = position.off(side)
            label = self.off_labels[role]
            label.set_text(str(off) if off else "")
            tray = self.geometry.tray_rect(role)
            label.setPos(tray.center().x(), (tray.top() - 12) if role else (tray.bottom() + 12))
        if match.length:
            self.match_label.set_text(self.tr("{0} pt").format(match.length))
        else:
            self.match_label.set_text(self.tr("money"))
        strip = self.geometry.cube_strip
        cube_y = self.cube.pos().y()
        self.match_label.setPos(strip.center().x(),
                                cube_y + CHECKER * 0.75 if cube_y <= self.geometry.middle else cube_y - CHECKER * 0.75)
        self.thinking_label.set_text(self.tr("thinking…") if snapshot.thinking else "")
        where = self.geometry.dice_centre(False)
        if snapshot.dice and snapshot.dice_side is not None and snapshot.dice_side != me:
            where += QPointF(0, DieItem.SIZE * 0.5 + 26)  # under the dice it thinks about, not over them
        self.thinking_label.setPos(where)

    def _show_prompts(self, snapshot: GameSnapshot, turn: Turn | None) -> None:
        centre = self.geometry.dice_centre(True)
        can_roll = snapshot.can(Action.ROLL)
        can_double = snapshot.can(Action.DOUBLE)
        self.roll_button.set_text(self.tr("Roll"), True)
        self.double_button.set_text(self.tr("Double"), False)
        if can_roll and can_double:
            self.roll_button.setPos(centre.x() - self.roll_button.width() / 2 - 10, centre.y())
            self.double_button.setPos(centre.x() + self.double_button.width() / 2 + 10, centre.y())
        else:
            self.roll_button.setPos(centre)
            self.double_button.setPos(centre)
        self.roll_button.setVisible(can_roll)
        self.double_button.setVisible(can_double and snapshot.double_offer is None)
        confirm = turn is not None and turn.complete and self.controller is not None and self.controller.confirm_play
        self.confirm_button.set_text(self.tr("Done"), True)
        if confirm:
            dice_count = len(self._dice_values(snapshot.dice)) if snapshot.dice else 2
            width = dice_count * DieItem.SIZE + (dice_count - 1) * 12
            self.confirm_button.setPos(centre.x() + width / 2 + 20 + self.confirm_button.width() / 2,
                                       centre.y())
        self.confirm_button.setVisible(confirm)
        self._show_banner(snapshot)

    def turn_prompt(self, snapshot: GameSnapshot) -> str:
        """What the player may do now, with its key, for the player's band: the same words against
        the engine, on FIBS and on bgammon.org (a controller's own :attr:`GameSnapshot.message`
        comes first). Nothing when watching, between games or when it is not the player's turn."""
        if (snapshot.watching or not snapshot.active or not snapshot.drawable or snapshot.provisional
                or snapshot.game_result is not None or snapshot.match_winner is not None):
            return ""
        if snapshot.can(Action.ACCEPT) or snapshot.can(Action.REJECT):
            return self.tr("Accept or reject the resignation")
        if snapshot.can(Action.TAKE) or snapshot.can(Action.DROP):
            if snapshot.can(Action.BEAVER):
                return self.tr("Take (T), drop (P) or beaver?")
            return self.tr("Take (T) or drop (P)?")
        if snapshot.can(Action.ROLL):
            if snapshot.can(Action.DOUBLE):
                return self.tr("Your turn: roll (R) or double (D)")
            return self.tr("Your turn: roll (R)")
        if snapshot.can(Action.MOVE) and snapshot.dice and snapshot.dice_side in (None, snapshot.me):
            return self.tr("Move {0}").format("-".join(str(die) for die in snapshot.dice))
        return ""

    def _names(self, snapshot: GameSnapshot) -> list[str]:
        """Each side's name; a watcher sees two players and neither is "You"."""
        if snapshot.watching:
            return [snapshot.names[s] or self.tr("Player") for s in (0, 1)]
        me = snapshot.me
        return [snapshot.names[s] or (self.tr("You") if s == me else self.tr("Opponent")) for s in (0, 1)]

    def banner_text(self, snapshot: GameSnapshot) -> tuple[str, list[tuple[str, str]]]:
        """The banner's text and buttons. "You" stands for the side at the bottom when the user
        plays it; when watching (:attr:`GameSnapshot.watching`), every side is named."""
        # me is the user's side, None when watching: then no text takes the "You" form
        me = None if snapshot.watching else snapshot.me
        names = self._names(snapshot)
        match = snapshot.match
        if snapshot.match_winner is not None:
            winner = snapshot.match_winner
            if winner == me:
                text = self.tr("You win the match {0}–{1}").format(match.score[winner], match.score[1 - winner])
            else:
                text = self.tr("{0} wins the match {1}–{2}").format(
                    names[winner], match.score[winner], match.score[1 - winner])
            if snapshot.can(Action.NEW_MATCH):  # practice: another match, chosen as the screen says
                return text, [("new_match", self.tr("New match"))]
            # a server that offers another match with the same opponent (bgammon.org's rematch)
            return text, [("next", self.tr("Rematch"))] if snapshot.can(Action.NEW_GAME) else []
        if snapshot.game_result is not None:
            winner, points = snapshot.game_result
            point_text = self.tr("%n point(s)", "", points)
            if snapshot.result_how:
                text = game_end_text(winner, point_text, snapshot.result_how, names, me)
            elif winner == me:
                text = self.tr("You win {0}").format(point_text)
            else:
                text = self.tr("{0} wins {1}").format(names[winner], point_text)
            buttons = [("next", self.tr("Next game"))] if snapshot.can(Action.NEW_GAME) else []
            return text, buttons
        if snapshot.can(Action.CHOOSE_DOUBLE):
            return self.tr("Acey-deucey! Choose your double"), [
                (f"choose{value}", self.tr("{0}-{0}").format(value)) for value in range(1, 7)]
        if snapshot.double_offer is not None:
            if snapshot.double_offer == me:
                return self.tr("You double to {0}").format(match.cube * 2), []
            text = self.tr("{0} doubles to {1}").format(names[snapshot.double_offer], match.cube * 2)
            buttons = []
            if snapshot.can(Action.TAKE):
                buttons.append(("take", self.tr("Take")))
            if snapshot.can(Action.DROP):
                buttons.append(("drop", self.tr("Drop")))
            if snapshot.can(Action.BEAVER):
                buttons.append(("beaver", self.tr("Beaver")))
            return text, buttons
        if snapshot.resignation is not None:
            side, kind = snapshot.resignation
            value = match.resignation_value(kind) if kind else 0
            what = {GAMMON: self.tr("a gammon"), BACKGAMMON: self.tr("a backgammon")}.get(
                kind, self.tr("a single game"))
            point_text = self.tr("%n point(s)", "", value)
            if side == me:
                return self.tr("You offer to resign {0} ({1})").format(what, point_text), []
            text = self.tr("{0} resigns {1} ({2})").format(names[side], what, point_text)
            buttons = []
            if snapshot.can(Action.ACCEPT):
                buttons.append(("accept", self.tr("Accept")))
            if snapshot.can(Action.REJECT):
                buttons.append(("reject", self.tr("Reject")))
            return text, buttons
        return "", []

    def _show_banner(self, snapshot: GameSnapshot) -> None:
        text, buttons = self.banner_text(snapshot)
        key = (text, tuple(buttons))
        if key != self._banner_key:
            self._banner_key = key
            self.banner.show_message(text, buttons)
        board = self.geometry.board_rect
        self.banner.setPos(self.geometry.bar_rect.center().x(), board.center().y())

    # -- gestures -----------------------------------------------------------------------------
    def _update_cursors(self) -> None:
        turn = self.controller.turn if self.controller is not None else None
        sources = turn.sources() if turn is not None else frozenset()
        for key, items in self.stacks.items():
            for index, item in enumerate(items):
                movable = key[0] and key[1] in sources and index == len(items) - 1
                item.setCursor(Qt.CursorShape.OpenHandCursor if movable else Qt.CursorShape.ArrowCursor)

    def _source_at(self, pos: QPointF) -> int | None:
        """The player's location whose checker is under ``pos`` (or whose column is)."""
        for item in self.items(pos):
            key = self._location_of.get(item) if isinstance(item, CheckerItem) else None
            if key is not None and key[0]:
                return key[1]
        location = self.geometry.location_at(pos)
        if location == OFF and self.stacks.get((True, WAITING)) and pos.y() > self.geometry.middle:
            return WAITING  # the player's tray holds checkers waiting to enter
        if location is not None and location != OFF and self.stacks.get((True, location)):
            return location
        return None

    def _clickable_item_at(self, pos: QPointF) -> bool:
        item = self.itemAt(pos, QTransform())
        while item is not None:
            if isinstance(item, ButtonItem) or (isinstance(item, CubeItem) and item.glow):
                return True
            if isinstance(item, BannerItem):
                return True
            item = item.parentItem()
        return False

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._clickable_item_at(event.scenePos()):
            super().mousePressEvent(event)
            return
        event.accept()
        self._double_clicked = False
        self._cancel_press()
        if event.button() not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            return
        self.press_at(event.scenePos(), event.button())

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            super().mouseMoveEvent(event)
            return
        self.drag_to(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.mouseGrabberItem() is not None and self._press is None:
            super().mouseReleaseEvent(event)
            return
        if self._double_clicked:
            self._double_clicked = False
            return
        self.release_at(event.scenePos())

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._clickable_item_at(event.scenePos()):
            super().mouseDoubleClickEvent(event)
            return
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._cancel_press()
        self._double_clicked = True
        self.double_click_at(event.scenePos())

    # The gestures, also callable directly (tests, accessibility).
    def press_at(self, pos: QPointF, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> bool:
        """Take hold of the player's checker under ``pos``; highlight its targets. False if none."""
        controller = self.controller
        turn = controller.turn if controller is not None else None
        if turn is None or self.animating() and self._animation.property("movement"):
            return False
        self._finish_animation()
        location = self._source_at(pos)
        if location is None or location not in turn.sources():
            return False
        stack = self.stacks[(True, location)]
        item = stack[-1]
        targets = controller.reach(location)  # over several dice too: {target: steps}
        self._press = press = _Press(location, item, QPointF(pos), item.pos(), button, targets)
        slots = BAR_STACK if location == BAR else STACK
        if len(stack) > slots:  # the count says what stays on the stack, not what was there
            press.counter, press.count = stack[slots - 1], len(stack)
            press.counter.set_count(len(stack) - 1 if len(stack) - 1 > slots else 0)
        item.setZValue(100)
        if button == Qt.MouseButton.LeftButton:
            self._show_targets(targets)
        return True

    def drag_to(self, pos: QPointF) -> None:
        press = self._press
        if press is None or press.button != Qt.MouseButton.LeftButton:
            return
        if not press.dragging:
            delta = pos - press.start
            if abs(delta.x()) + abs(delta.y()) < DRAG_DISTANCE:
                return
            press.dragging = True
            press.item.setCursor(Qt.CursorShape.ClosedHandCursor)
        press.item.setPos(pos)

    def release_at(self, pos: QPointF) -> bool:
        """Drop the checker in hand at ``pos`` (or, without a drag, click-to-move). True if it moved."""
        press = self._press
        if press is None:
            return False
        self._press = None
        self._show_targets({})
        controller = self.controller
        if press.dragging:
            target = self.geometry.location_at(pos)
            if target is not None and target in press.targets and controller is not None:
                self._last_click = None
                if controller.move(press.location, target):
                    return True
            self._send_back(press)
            return False
        moved = self._click_move(press.location, press.button == Qt.MouseButton.RightButton)
        if not moved:
            press.item.setZValue(10)
            self._layout(self._shown, self._me, animate=False)
        return moved

    def _click_move(self, location: int, smaller: bool) -> bool:
        controller = self.controller
        turn = controller.turn if controller is not None else None
        if turn is None:
            return False
        values = sorted(set(turn.remaining_dice), reverse=not smaller)
        for die in values:
            for to, step in turn.targets(location).items():
                if step.die == die:
                    self._last_click = (location, step.move)
                    if controller.step(location, to):
                        return True
        self._last_click = None
        return False

    def double_click_at(self, pos: QPointF) -> bool:
        """Bear off the checker double-clicked (taking back what the first click of it did)."""
        controller = self.controller
        if controller is None or controller.turn is None:
            return False
        last, self._last_click = self._last_click, None
        if last is not None and controller.turn.steps and controller.turn.steps[-1].move == last[1]:
            location, move = last
            controller.undo()
            if OFF in controller.reach(location):
                return controller.move(location, OFF)
            controller.step(move.from_point, move.to_point)
            return False
        location = self._source_at(pos)
        if location is not None and OFF in controller.reach(location):
            return controller.move(location, OFF)
        return False

    def _send_back(self, press: _Press) -> None:
        press.item.setCursor(Qt.CursorShape.OpenHandCursor)
        self._layout(self._shown, self._me, animate=self.animation_ms > 0)

    def _cancel_press(self) -> None:
        press, self._press = self._press, None
        if press is not None:
            self._show_targets({})
            press.item.setPos(press.home)
            if press.counter is not None:
                press.counter.set_count(press.count)

    def _show_targets(self, targets: dict) -> None:
        """Highlight ``targets`` (``{location: steps}``): in the hit colour where the way there
        hits, on the target or on a point passed."""
        shapes = []
        g = self.geometry
        for to, steps in targets.items():
            path = QPainterPath()
            if to == OFF:
                path.addRoundedRect(g.tray_rect(True), 6, 6)
                shapes.append((path, None, any(step.move.hit for step in steps)))
                continue
            path.addPolygon(point_triangle(g, to))
            path.closeSubpath()
            own = len(self.stacks.get((True, to), []))
            landing = g.checker_centre(to, own) if own < STACK else None
            shapes.append((path, landing, any(step.move.hit for step in steps)))
        self.highlight.set_targets(shapes)
        self.highlight.setVisible(bool(shapes))

    def highlighted_targets(self) -> set[int]:
        return set(self._press.targets) if self._press is not None and self.highlight.shapes else set()

    # -- a play shown before it is made ---------------------------------------------------------
    def show_preview(self, play: Play | None, side: int | None = None) -> bool:
        """Show ``play`` (by ``side``, by default the player's, from the board now shown) as arrows
        and ghost checkers; None removes it. The preview goes by itself when the board shown
        changes. False if the play does not fit the board shown (nothing is drawn then)."""
        controller = self.controller
        for item in self._faded:
            item.setOpacity(1.0)
        self._faded = []
        if play is None or controller is None or not play:
            self._preview = None
            self.preview.set_preview([], [])
            return play is None
        shown = controller.shown_position()
        me = self.snapshot().me
        mover = me if side is None else side
        role = mover == me  # the player's checkers: at the bottom, numbered as drawn
        g = self.geometry

        def count(position: Position, location: int) -> int:
            if location == OFF:
                return position.off(mover)
            return position.checkers(mover)[24 if location == BAR else location - 1]

        def centre(location: int, index: int) -> QPointF:
            if location == OFF:
                return g.tray_rect(role).center()
            if location == BAR:
                return g.bar_centre(role, min(index, BAR_STACK - 1))
            return g.checker_centre(location if role else 25 - location, min(index, STACK - 1))

        arrows = []
        hit = []  # where each checker hit stands on the other side's bar
        hit_points = []  # and the points it is hit on, as drawn
        position = shown.with_turn(mover)
        try:
            for move in play:
                start = centre(move.from_point, count(position, move.from_point) - 1)
                on_bar = position.checkers(1 - mover)[24]
                position = position.apply(Play([move])).with_turn(mover)
                end = centre(move.to_point, count(position, move.to_point) - 1)
                arrows.append((start, end, move.hit))
                if position.checkers(1 - mover)[24] > on_bar:
                    hit.append(g.bar_centre(not role, min(on_bar, BAR_STACK - 1)))
                    hit_points.append(move.to_point if role else 25 - move.to_point)
        except ValueError:
            self.show_preview(None)
            return False
        for point in hit_points:  # the blot hit is on its way to the bar: faint under the ghost
            self._faded += self.stacks.get((not role, point), [])
        for item in self._faded:
            item.setOpacity(0.3)
        ghosts = []  # the mover's in the mover's colour, the checkers hit in the other side's
        for location in list(range(1, 25)):
            before, after = count(shown, location), count(position, location)
            ghosts += [(centre(location, index), role) for index in range(before, after)]
        ghosts += [(place, not role) for place in hit]
        self._preview = (shown, play)
        self.preview.set_preview(arrows, ghosts)
        return True

    def previewed(self) -> Play | None:
        """The play the board previews, if any."""
        return self._preview[1] if self._preview is not None else None
