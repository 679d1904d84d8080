<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CarcassonneCounts</name>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="44"/>
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>%n tile left</numerusform>
            <numerusform>%n tiles left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="46"/>
        <source>%n follower(s) in the supply</source>
        <translation>
            <numerusform>%n follower in the supply</numerusform>
            <numerusform>%n followers in the supply</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="48"/>
        <source>+%n</source>
        <translation>
            <numerusform>+%n</numerusform>
            <numerusform>+%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="50"/>
        <source>%1 scores %n point(s) for a road.</source>
        <translation>
            <numerusform>%1 scores %n point for a road.</numerusform>
            <numerusform>%1 scores %n points for a road.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="52"/>
        <source>%1 scores %n point(s) for a city.</source>
        <translation>
            <numerusform>%1 scores %n point for a city.</numerusform>
            <numerusform>%1 scores %n points for a city.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="54"/>
        <source>%1 scores %n point(s) for a monastery.</source>
        <translation>
            <numerusform>%1 scores %n point for a monastery.</numerusform>
            <numerusform>%1 scores %n points for a monastery.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="56"/>
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 wins with %n point!</numerusform>
            <numerusform>%1 wins with %n points!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="58"/>
        <source>A shared victory: %1, with %n point(s) each!</source>
        <translation>
            <numerusform>A shared victory: %1, with %n point each!</numerusform>
            <numerusform>A shared victory: %1, with %n points each!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="60"/>
        <source>A road of %n tile(s).</source>
        <translation>
            <numerusform>A road of %n tile.</numerusform>
            <numerusform>A road of %n tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="62"/>
        <source>A city of %n tile(s).</source>
        <translation>
            <numerusform>A city of %n tile.</numerusform>
            <numerusform>A city of %n tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="64"/>
        <source>A completed road of %n tile(s).</source>
        <translation>
            <numerusform>A completed road of %n tile.</numerusform>
            <numerusform>A completed road of %n tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="66"/>
        <source>A completed city of %n tile(s).</source>
        <translation>
            <numerusform>A completed city of %n tile.</numerusform>
            <numerusform>A completed city of %n tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="68"/>
        <source>A monastery with %n neighbouring tile(s) of 8.</source>
        <translation>
            <numerusform>A monastery with %n neighbouring tile of 8.</numerusform>
            <numerusform>A monastery with %n neighbouring tiles of 8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="70"/>
        <source>A farm that supplies %n completed city(-ies).</source>
        <translation>
            <numerusform>A farm that supplies %n completed city.</numerusform>
            <numerusform>A farm that supplies %n completed cities.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CarcassonneLog</name>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="168"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="169"/>
        <source>with %n shield(s)</source>
        <translation>
            <numerusform>with %n shield</numerusform>
            <numerusform>with %n shields</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="170"/>
        <source>%1&apos;s road of %n tile(s): %2.</source>
        <translation>
            <numerusform>%1&apos;s road of %n tile: %2.</numerusform>
            <numerusform>%1&apos;s road of %n tiles: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="171"/>
        <source>A road of %n tile(s), shared by %1: %2 each.</source>
        <translation>
            <numerusform>A road of %n tile, shared by %1: %2 each.</numerusform>
            <numerusform>A road of %n tiles, shared by %1: %2 each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="172"/>
        <source>%1&apos;s city of %n tile(s): %2.</source>
        <translation>
            <numerusform>%1&apos;s city of %n tile: %2.</numerusform>
            <numerusform>%1&apos;s city of %n tiles: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="173"/>
        <source>A city of %n tile(s), shared by %1: %2 each.</source>
        <translation>
            <numerusform>A city of %n tile, shared by %1: %2 each.</numerusform>
            <numerusform>A city of %n tiles, shared by %1: %2 each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="174"/>
        <source>%1&apos;s city of %n tile(s) %3: %2.</source>
        <translation>
            <numerusform>%1&apos;s city of %n tile %3: %2.</numerusform>
            <numerusform>%1&apos;s city of %n tiles %3: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="175"/>
        <source>A city of %n tile(s) %3, shared by %1: %2 each.</source>
        <translation>
            <numerusform>A city of %n tile %3, shared by %1: %2 each.</numerusform>
            <numerusform>A city of %n tiles %3, shared by %1: %2 each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="176"/>
        <source>%1&apos;s monastery: %n point(s).</source>
        <translation>
            <numerusform>%1&apos;s monastery: %n point.</numerusform>
            <numerusform>%1&apos;s monastery: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="177"/>
        <source>%1&apos;s farm supplying %n completed city(-ies): %2.</source>
        <translation>
            <numerusform>%1&apos;s farm supplying %n completed city: %2.</numerusform>
            <numerusform>%1&apos;s farm supplying %n completed cities: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="178"/>
        <source>A farm supplying %n completed city(-ies), shared by %1: %2 each.</source>
        <translation>
            <numerusform>A farm supplying %n completed city, shared by %1: %2 each.</numerusform>
            <numerusform>A farm supplying %n completed cities, shared by %1: %2 each.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CarcassonneWhere</name>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="37"/>
        <source>%n tile(s) north of the start tile</source>
        <translation>
            <numerusform>%n tile north of the start tile</numerusform>
            <numerusform>%n tiles north of the start tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="38"/>
        <source>%n tile(s) east of the start tile</source>
        <translation>
            <numerusform>%n tile east of the start tile</numerusform>
            <numerusform>%n tiles east of the start tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="39"/>
        <source>%n tile(s) south of the start tile</source>
        <translation>
            <numerusform>%n tile south of the start tile</numerusform>
            <numerusform>%n tiles south of the start tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="40"/>
        <source>%n tile(s) west of the start tile</source>
        <translation>
            <numerusform>%n tile west of the start tile</numerusform>
            <numerusform>%n tiles west of the start tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="41"/>
        <source>%n tile(s) north-east of the start tile</source>
        <translation>
            <numerusform>%n tile north-east of the start tile</numerusform>
            <numerusform>%n tiles north-east of the start tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="42"/>
        <source>%n tile(s) south-east of the start tile</source>
        <translation>
            <numerusform>%n tile south-east of the start tile</numerusform>
            <numerusform>%n tiles south-east of the start tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="43"/>
        <source>%n tile(s) south-west of the start tile</source>
        <translation>
            <numerusform>%n tile south-west of the start tile</numerusform>
            <numerusform>%n tiles south-west of the start tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="44"/>
        <source>%n tile(s) north-west of the start tile</source>
        <translation>
            <numerusform>%n tile north-west of the start tile</numerusform>
            <numerusform>%n tiles north-west of the start tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="51"/>
        <source>%n tile(s) north and %1 east of the start tile</source>
        <translation>
            <numerusform>%n tile north and %1 east of the start tile</numerusform>
            <numerusform>%n tiles north and %1 east of the start tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="52"/>
        <source>%n tile(s) south and %1 east of the start tile</source>
        <translation>
            <numerusform>%n tile south and %1 east of the start tile</numerusform>
            <numerusform>%n tiles south and %1 east of the start tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="53"/>
        <source>%n tile(s) south and %1 west of the start tile</source>
        <translation>
            <numerusform>%n tile south and %1 west of the start tile</numerusform>
            <numerusform>%n tiles south and %1 west of the start tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="54"/>
        <source>%n tile(s) north and %1 west of the start tile</source>
        <translation>
            <numerusform>%n tile north and %1 west of the start tile</numerusform>
            <numerusform>%n tiles north and %1 west of the start tile</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CostliestMoves</name>
    <message numerus="yes">
        <location filename="../thurntaxis/kit/costliest.py" line="185"/>
        <source>Move %1: about %n point(s) below Expert&apos;s advice</source>
        <translation>
            <numerusform>Move %1: about %n point below Expert&apos;s advice</numerusform>
            <numerusform>Move %1: about %n points below Expert&apos;s advice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="43"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="45"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="47"/>
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="49"/>
        <source>Winner: %1, with %n point(s)!</source>
        <translation>
            <numerusform>Winner: %1, with %n point!</numerusform>
            <numerusform>Winner: %1, with %n points!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="51"/>
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Hand: %n card</numerusform>
            <numerusform>Hand: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="53"/>
        <source>places %n house(s)</source>
        <translation>
            <numerusform>places %n house</numerusform>
            <numerusform>places %n houses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="55"/>
        <source>no carriage: it needs %n card(s)</source>
        <translation>
            <numerusform>no carriage: it needs %n card</numerusform>
            <numerusform>no carriage: it needs %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="57"/>
        <source>Last round: %1 ends the game; %2 still play(s).</source>
        <translation>
            <numerusform>Last round: %1 ends the game; %2 still plays.</numerusform>
            <numerusform>Last round: %1 ends the game; %2 still play.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="59"/>
        <source>%n house(s) left</source>
        <translation>
            <numerusform>%n house left</numerusform>
            <numerusform>%n houses left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="61"/>
        <source>%n card(s) in the deck. Drag onto your hand, or click, to draw the top card.</source>
        <translation>
            <numerusform>%n card in the deck. Drag onto your hand, or click, to draw the top card.</numerusform>
            <numerusform>%n cards in the deck. Drag onto your hand, or click, to draw the top card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="63"/>
        <source>Top tile: %1; %n tile(s) left.</source>
        <translation>
            <numerusform>Top tile: %1; %n tile left.</numerusform>
            <numerusform>Top tile: %1; %n tiles left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="65"/>
        <source>Discard %n card(s) down to 3: click a card or drag it to the discard pile.</source>
        <translation>
            <numerusform>Discard %n card down to 3: click a card or drag it to the discard pile.</numerusform>
            <numerusform>Discard %n cards down to 3: click a card or drag it to the discard pile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="67"/>
        <source>Drag a house:
%n left</source>
        <translation>
            <numerusform>Drag a house:
%n left</numerusform>
            <numerusform>Drag a house:
%n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="69"/>
        <source>A route needs at least 3 cards to be scored; yours has %n.</source>
        <translation>
            <numerusform>A route needs at least 3 cards to be scored; yours has %n.</numerusform>
            <numerusform>A route needs at least 3 cards to be scored; yours has %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="71"/>
        <source>%1 scored a route of %n card(s).</source>
        <translation>
            <numerusform>%1 scored a route of %n card.</numerusform>
            <numerusform>%1 scored a route of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="73"/>
        <source>Your route of %n card(s) will be discarded without scoring. Start a new route?</source>
        <translation>
            <numerusform>Your route of %n card will be discarded without scoring. Start a new route?</numerusform>
            <numerusform>Your route of %n cards will be discarded without scoring. Start a new route?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="75"/>
        <source>%1 scored a route of %n card(s) with the Cartwright.</source>
        <translation>
            <numerusform>%1 scored a route of %n card with the Cartwright.</numerusform>
            <numerusform>%1 scored a route of %n cards with the Cartwright.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndTexts</name>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="28"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="32"/>
        <source>point(s)</source>
        <translation>
            <numerusform>point</numerusform>
            <numerusform>points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeatureWorth</name>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="26"/>
        <source>It has %n shield(s).</source>
        <translation>
            <numerusform>It has %n shield.</numerusform>
            <numerusform>It has %n shields.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="28"/>
        <source>If the game ended now, it would score %n point(s).</source>
        <translation>
            <numerusform>If the game ended now, it would score %n point.</numerusform>
            <numerusform>If the game ended now, it would score %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="30"/>
        <source>Once completed, it will score at least %n point(s).</source>
        <translation>
            <numerusform>Once completed, it will score at least %n point.</numerusform>
            <numerusform>Once completed, it will score at least %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="32"/>
        <source>As it stands, it would score %n point(s) at the end of the game.</source>
        <translation>
            <numerusform>As it stands, it would score %n point at the end of the game.</numerusform>
            <numerusform>As it stands, it would score %n points at the end of the game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="34"/>
        <source>It scores %n point(s) when this turn ends.</source>
        <translation>
            <numerusform>It scores %n point when this turn ends.</numerusform>
            <numerusform>It scores %n points when this turn ends.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message numerus="yes">
        <location filename="../thurntaxis/netui/hostdialog.py" line="237"/>
        <source>%1, after %n move(s): your friends come back to their seats with this address and code.</source>
        <translation>
            <numerusform>%1, after %n move: your friends come back to their seats with this address and code.</numerusform>
            <numerusform>%1, after %n moves: your friends come back to their seats with this address and code.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/netui/hostdialog.py" line="316"/>
        <source>Waiting for %n player(s) to join…</source>
        <translation>
            <numerusform>Waiting for %n player to join…</numerusform>
            <numerusform>Waiting for %n players to join…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/netui/hostdialog.py" line="318"/>
        <source>Waiting for %n player(s) to come back…</source>
        <translation>
            <numerusform>Waiting for %n player to come back…</numerusform>
            <numerusform>Waiting for %n players to come back…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreTrack</name>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/scoretrack.py" line="178"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n point</numerusform>
            <numerusform>%1: %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudyBar</name>
    <message numerus="yes">
        <location filename="../thurntaxis/shell/replayplay.py" line="218"/>
        <source>Expert expects about %n point(s) more from its advice.</source>
        <translation>
            <numerusform>Expert expects about %n point more from its advice.</numerusform>
            <numerusform>Expert expects about %n points more from its advice.</numerusform>
        </translation>
    </message>
</context>
</TS>
