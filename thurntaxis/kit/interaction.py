"""Interactions: objects installed on a QGraphicsScene that interpret the player's input and emit intents.

A scene only draws; an interaction sees the scene's mouse, wheel, key and help events first (through an event
filter on the scene), decides what they mean and emits what the player wants. Several interactions can be installed
on one scene; the last installed sees an event first, and one that handles an event keeps it from the others and
from the items.

`DragPieces` is the one both tables need: press on a draggable piece, the legal targets light up, the piece follows
the mouse and snaps to a target under it; a release over a legal target emits the intent, anywhere else the piece
slides back and a refusal with a reason code is emitted. No tooltip shows while a piece is dragged (it would stay
over the place where it is dropped). What is a piece, a target and an intent is asked of a `DragDelegate`, which
the game implements.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QObject,
    QPointF,
    QPropertyAnimation,
    Qt,
    Signal,
    SignalInstance,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSceneWheelEvent,
    QToolTip,
)

_MOUSE = {
    QEvent.Type.GraphicsSceneMousePress: "mouse_press",
    QEvent.Type.GraphicsSceneMouseMove: "mouse_move",
    QEvent.Type.GraphicsSceneMouseRelease: "mouse_release",
    QEvent.Type.GraphicsSceneMouseDoubleClick: "mouse_press",
}


class Interaction(QObject):
    """One way of interpreting input on a scene. Subclasses override the handlers they need; a handler returns
    True when it has handled the event (the items and the interactions installed before it never see it). Input
    that items report themselves (a button's `clicked`) reaches an interaction through `listen`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene: QGraphicsScene | None = None
        self.enabled = True
        self._links: list[tuple[SignalInstance, Callable[..., Any]]] = []

    def listen(self, signal: SignalInstance, slot: Callable[..., Any]) -> None:
        """Have `signal` call `slot` while the interaction is installed."""
        self._links.append((signal, slot))
        if self.scene is not None:
            signal.connect(slot)

    def install(self, scene: QGraphicsScene) -> None:
        """Start seeing `scene`'s events."""
        self.uninstall()
        self.scene = scene
        scene.installEventFilter(self)
        for signal, slot in self._links:
            signal.connect(slot)

    def uninstall(self) -> None:
        """Stop seeing events (whatever was under way is cancelled)."""
        if self.scene is not None:
            self.cancel()
            for signal, slot in self._links:
                signal.disconnect(slot)
            self.scene.removeEventFilter(self)
            self.scene = None

    def cancel(self) -> None:
        """Abandon whatever gesture is under way, leaving the scene as before it began."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # (getattr: an interaction whose Python side the garbage collector is clearing, in a cycle with its page, can
        # still be asked while its scene goes; it then sees nothing, where it raised AttributeError for `scene`)
        if watched is not getattr(self, "scene", None) or not getattr(self, "enabled", False):
            return False
        kind = event.type()
        name = _MOUSE.get(kind)
        if name is not None:
            assert isinstance(event, QGraphicsSceneMouseEvent)
            return bool(getattr(self, name)(event))
        if kind == QEvent.Type.GraphicsSceneWheel:
            assert isinstance(event, QGraphicsSceneWheelEvent)
            handled = self.wheel(event)
            if handled:
                event.accept()
            return handled
        if kind == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            handled = self.key_press(event)
            if handled:
                event.accept()
            return handled
        if kind == QEvent.Type.GraphicsSceneHelp:
            assert isinstance(event, QGraphicsSceneHelpEvent)
            return self.help(event)
        return False

    def mouse_press(self, event: QGraphicsSceneMouseEvent) -> bool:
        """A mouse button went down."""
        return False

    def mouse_move(self, event: QGraphicsSceneMouseEvent) -> bool:
        """The mouse moved (with or without a button held)."""
        return False

    def mouse_release(self, event: QGraphicsSceneMouseEvent) -> bool:
        """A mouse button came up."""
        return False

    def wheel(self, event: QGraphicsSceneWheelEvent) -> bool:
        """The wheel turned; a handled wheel event does not zoom the view."""
        return False

    def key_press(self, event: QKeyEvent) -> bool:
        """A key was pressed while the view had the focus."""
        return False

    def help(self, event: QGraphicsSceneHelpEvent) -> bool:
        """The player rests the mouse: the moment for a tooltip."""
        return False


@dataclass(frozen=True)
class Refusal:
    """Why a drop was not taken: a code the UI translates (as the rules' error codes) and its parameters."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)


class DragDelegate(Protocol):
    """What `DragPieces` asks of the game whose scene it works on."""

    @property
    def animation_ms(self) -> int:
        """How long a refused piece slides back, in milliseconds (0: it is back at once)."""
        ...

    def piece_at(self, pos: QPointF) -> object | None:
        """The draggable piece under the scene point `pos`, if any (an id the scene understands)."""
        ...

    def lift(self, piece: object) -> QGraphicsObject:
        """Start dragging `piece`: light its legal targets and return the item that follows the mouse."""
        ...

    def hover(self, piece: object, pos: QPointF) -> QPointF | None:
        """The dragged piece is over `pos`: show what a drop there would do; return where the piece's centre snaps
        to (a target's centre), or None to follow the mouse."""
        ...

    def drop(self, piece: object, pos: QPointF) -> object | Refusal | None:
        """The intent a release over `pos` stands for, a `Refusal` saying why not, or None (no reason to give:
        the piece just goes back)."""
        ...

    def home(self, piece: object) -> QPointF:
        """Where the piece's centre goes back to when the drop is refused."""
        ...

    def settle(self, piece: object) -> None:
        """The drag is over: unlight the targets and put the dragged item away."""
        ...

    def turn(self, piece: object | None, steps: int) -> bool:
        """Turn the piece (or, with None, the piece the player would drag) by `steps` quarter turns; False when
        nothing can turn."""
        ...


DRAG_THRESHOLD = 4.0  # screen pixels the mouse moves before a press becomes a drag


class DragPieces(Interaction):
    """Drag a piece onto lit targets (see the module's docstring). `clicked` reports a press and release on a
    piece without a drag, `intent` a legal drop, `refused` a drop that was not taken. With `grip`, the piece keeps
    the point where it was pressed under the mouse (a card lifted where it lies); without, its centre follows the
    mouse (a piece that appears when lifted, as a tile from the tray)."""

    intent = Signal(object)
    refused = Signal(str, dict)
    clicked = Signal(object)

    def __init__(self, delegate: DragDelegate, parent: QObject | None = None, grip: bool = False) -> None:
        super().__init__(parent)
        self.delegate = delegate
        self.grip = grip
        self._held = QPointF()  # the item's point that stays under the mouse, in the item's coordinates
        self.piece: object | None = None
        self.item: QGraphicsObject | None = None
        self._press: QPointF | None = None
        self._press_screen: QPointF | None = None
        self._last: QPointF = QPointF()
        self._dragging = False
        self._animation: QPropertyAnimation | None = None

    @property
    def dragging(self) -> bool:
        """Whether a piece is being dragged now."""
        return self._dragging

    def mouse_press(self, event: QGraphicsSceneMouseEvent) -> bool:
        if event.button() != Qt.MouseButton.LeftButton or self._animation is not None:
            return False
        piece = self.delegate.piece_at(event.scenePos())
        if piece is None:
            return False
        self.piece = piece
        self._press = event.scenePos()
        self._press_screen = QPointF(event.screenPos())
        self._dragging = False
        event.accept()
        return True

    def mouse_move(self, event: QGraphicsSceneMouseEvent) -> bool:
        if self.piece is None or self._press is None:
            return False
        self._last = event.scenePos()
        if not self._dragging:
            assert self._press_screen is not None
            moved = QPointF(event.screenPos()) - self._press_screen
            if abs(moved.x()) + abs(moved.y()) < DRAG_THRESHOLD:
                return True
            self._dragging = True
            QToolTip.hideText()
            self.item = self.delegate.lift(self.piece)
            self._held = self._press - self.item.pos() if self.grip else self.item.boundingRect().center()
        self._follow(event.scenePos())
        return True

    def _follow(self, pos: QPointF) -> None:
        """Move the dragged item with the mouse at `pos`, then to the target it snaps to, if any."""
        assert self.item is not None and self.piece is not None
        self.item.setPos(pos - self._held)
        snap = self.delegate.hover(self.piece, pos)
        if snap is not None:
            self.item.setPos(snap - self.item.boundingRect().center())

    def mouse_release(self, event: QGraphicsSceneMouseEvent) -> bool:
        if self.piece is None:
            return False
        piece, self.piece, self._press = self.piece, None, None
        if not self._dragging:
            self.clicked.emit(piece)
            return True
        self._dragging = False
        outcome = self.delegate.drop(piece, event.scenePos())
        if outcome is None or isinstance(outcome, Refusal):
            self._slide_back(piece)
            if isinstance(outcome, Refusal):
                self.refused.emit(outcome.code, dict(outcome.params))
            return True
        self.delegate.settle(piece)
        self.item = None
        self.intent.emit(outcome)
        return True

    def wheel(self, event: QGraphicsSceneWheelEvent) -> bool:
        delta = event.delta()
        if not delta or event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            return False
        # A notch towards the player turns clockwise; a touchpad's small deltas turn by one step.
        steps = -round(delta / 120) or (1 if delta < 0 else -1)
        if self._dragging and self.piece is not None:
            if self.delegate.turn(self.piece, steps):
                self._follow(event.scenePos())
                return True
            return False
        piece = self.delegate.piece_at(event.scenePos())
        return piece is not None and self.delegate.turn(piece, steps)

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_R and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            turned = self.delegate.turn(self.piece if self._dragging else None, 1)
            if turned and self._dragging:
                self._follow(self._last)
            return turned
        if event.key() == Qt.Key.Key_Escape and self._dragging and self.piece is not None:
            piece, self.piece, self._press, self._dragging = self.piece, None, None, False
            self._slide_back(piece)
            return True
        return False

    def help(self, event: QGraphicsSceneHelpEvent) -> bool:
        return self._dragging  # no tooltip while a piece is dragged

    def _slide_back(self, piece: object) -> None:
        item = self.item
        self.item = None
        if item is None:
            self.delegate.settle(piece)
            return
        target = self.delegate.home(piece) - item.boundingRect().center()
        ms = self.delegate.animation_ms
        if ms <= 0:
            self.delegate.settle(piece)
            return
        animation = QPropertyAnimation(item, b"pos", self)
        animation.setDuration(ms)
        animation.setEndValue(target)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)

        def done() -> None:
            self._animation = None
            self.delegate.settle(piece)

        animation.finished.connect(done)
        self._animation = animation
        animation.start()

    def cancel(self) -> None:
        if self._animation is not None:
            self._animation.stop()
            self._animation = None
        if self.piece is not None or self.item is not None:
            piece = self.piece
            self.piece, self._press, self._dragging, self.item = None, None, False, None
            if piece is not None:
                self.delegate.settle(piece)


class ClickTargets(Interaction):
    """A click (press and release on the same target, no drag) on something the scene calls a target emits the
    intent the scene names for it. `intent_at(pos)` answers with the intent or None."""

    intent = Signal(object)

    def __init__(self, intent_at: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._intent_at = intent_at
        self._pressed: object | None = None

    def mouse_press(self, event: QGraphicsSceneMouseEvent) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        self._pressed = self._intent_at(event.scenePos())
        if self._pressed is None:
            return False
        event.accept()
        return True

    def mouse_move(self, event: QGraphicsSceneMouseEvent) -> bool:
        return self._pressed is not None

    def mouse_release(self, event: QGraphicsSceneMouseEvent) -> bool:
        pressed, self._pressed = self._pressed, None
        if pressed is None:
            return False
        if self._intent_at(event.scenePos()) == pressed:
            self.intent.emit(pressed)
        return True

    def cancel(self) -> None:
        self._pressed = None


__all__ = ["DRAG_THRESHOLD", "ClickTargets", "DragDelegate", "DragPieces", "Interaction", "Refusal"]
