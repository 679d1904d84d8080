<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../thurntaxis/ui/texts.py" line="41"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/ui/texts.py" line="43"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/ui/texts.py" line="45"/>
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/ui/texts.py" line="47"/>
        <source>Winner: %1, with %n point(s)!</source>
        <translation>
            <numerusform>Winner: %1, with %n point!</numerusform>
            <numerusform>Winner: %1, with %n points!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/ui/texts.py" line="49"/>
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Hand: %n card</numerusform>
            <numerusform>Hand: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/ui/texts.py" line="51"/>
        <source>places %n house(s)</source>
        <translation>
            <numerusform>places %n house</numerusform>
            <numerusform>places %n houses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/ui/texts.py" line="53"/>
        <source>no carriage: it needs %n card(s)</source>
        <translation>
            <numerusform>no carriage: it needs %n card</numerusform>
            <numerusform>no carriage: it needs %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/ui/texts.py" line="55"/>
        <source>Last round: %1 ends the game; %2 still play(s).</source>
        <translation>
            <numerusform>Last round: %1 ends the game; %2 still plays.</numerusform>
            <numerusform>Last round: %1 ends the game; %2 still play.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/ui/texts.py" line="57"/>
        <source>%n house(s) left</source>
        <translation>
            <numerusform>%n house left</numerusform>
            <numerusform>%n houses left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/ui/texts.py" line="59"/>
        <source>%n card(s) in the deck. Drag onto your hand, or click, to draw the top card.</source>
        <translation>
            <numerusform>%n card in the deck. Drag onto your hand, or click, to draw the top card.</numerusform>
            <numerusform>%n cards in the deck. Drag onto your hand, or click, to draw the top card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/ui/texts.py" line="61"/>
        <source>Top tile: %1; %n tile(s) left.</source>
        <translation>
            <numerusform>Top tile: %1; %n tile left.</numerusform>
            <numerusform>Top tile: %1; %n tiles left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/ui/texts.py" line="63"/>
        <source>Discard %n card(s) down to 3: click a card or drag it to the discard pile.</source>
        <translation>
            <numerusform>Discard %n card down to 3: click a card or drag it to the discard pile.</numerusform>
            <numerusform>Discard %n cards down to 3: click a card or drag it to the discard pile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/ui/texts.py" line="65"/>
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
        <location filename="../thurntaxis/ui/texts.py" line="67"/>
        <source>A route needs at least 3 cards to be scored; yours has %n.</source>
        <translation>
            <numerusform>A route needs at least 3 cards to be scored; yours has %n.</numerusform>
            <numerusform>A route needs at least 3 cards to be scored; yours has %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/ui/texts.py" line="69"/>
        <source>%1 scored a route of %n card(s).</source>
        <translation>
            <numerusform>%1 scored a route of %n card.</numerusform>
            <numerusform>%1 scored a route of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/ui/texts.py" line="71"/>
        <source>%1 scored a route of %n card(s) with the Cartwright.</source>
        <translation>
            <numerusform>%1 scored a route of %n card with the Cartwright.</numerusform>
            <numerusform>%1 scored a route of %n cards with the Cartwright.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../thurntaxis/ui/window.py" line="518"/>
        <source>Your route of %n card(s) will be discarded without scoring. Start a new route?</source>
        <translation>
            <numerusform>Your route of %n card will be discarded without scoring. Start a new route?</numerusform>
            <numerusform>Your route of %n cards will be discarded without scoring. Start a new route?</numerusform>
        </translation>
    </message>
</context>
</TS>
