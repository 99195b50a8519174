#!/usr/bin/env python3
"""Writes native/tags/vocabulary.json: the everyday concepts photos are tagged with, by group,
each group with the prompt templates CLIP scores them through (OpenAI's zero-shot recipe:
several phrasings, averaged). Edit the lists here and run it again; the JSON is committed."""
import json, os

GROUPS = {
  "scene": (["a photo of {}.", "a photo taken at {}.", "a picture of {}."], """
beach, sandy beach, rocky coast, cliff, ocean, sea, lake, river, waterfall, pond, harbor, marina, pier, island,
mountain, mountain range, snowy mountain, volcano, glacier, valley, canyon, desert, sand dunes, forest, rainforest,
jungle, woods, meadow, field, farm, vineyard, orchard, rice paddy, countryside, hills, garden, flower garden,
park, playground, backyard, city street, city skyline, downtown, alley, market, street market, night market,
shopping mall, supermarket, store, bakery shop, bookstore, cafe, coffee shop, restaurant, bar, pub, nightclub,
kitchen, living room, bedroom, bathroom, dining room, office, home office, classroom, library, museum,
art gallery, church, cathedral, mosque, temple, shrine, castle, palace, ruins, monument, statue, fountain,
bridge, tower, skyscraper, lighthouse, windmill, train station, subway station, airport, airport terminal,
airplane cabin, bus stop, parking lot, gas station, highway, road, country road, tunnel, harbor at night,
stadium, sports field, football pitch, basketball court, tennis court, swimming pool, gym, ski slope,
ice rink, campsite, tent, cabin, hotel room, hotel lobby, resort, theme park, amusement park ride, zoo,
aquarium, concert hall, theater, cinema, stage, wedding venue, hospital, school, university campus,
office building, factory, construction site, warehouse, garage, attic, basement, staircase, hallway,
balcony, rooftop, terrace, patio, porch, courtyard, village, small town, old town, harbor town,
cave, underwater scene, coral reef, night sky, starry sky, milky way, northern lights, sunrise, sunset,
dusk, fog, misty landscape, rainbow, thunderstorm, snow, snowy street, autumn leaves, cherry blossoms,
spring flowers, summer landscape, winter landscape, tropical island, palm trees, lagoon, hot spring,
train tracks, railway, port with ships, city at night, neon signs, fireworks over a city, christmas market,
street food stall, food court, laundromat, hair salon, doctor's office, dentist, car interior, boat deck
"""),
  "object": (["a photo of a {}.", "a photo of the {}.", "a close-up photo of a {}."], """
car, sports car, vintage car, truck, pickup truck, van, bus, school bus, taxi, motorcycle, scooter, bicycle,
electric scooter, skateboard, train, tram, subway train, airplane, helicopter, hot air balloon, boat, sailboat,
yacht, canoe, kayak, ship, cruise ship, ferry, tractor, camper van, traffic light, stop sign, street sign,
road sign, parking meter, bench, fire hydrant, mailbox, phone booth, umbrella, backpack, handbag, suitcase,
wallet, watch, wristwatch, glasses, sunglasses, hat, cap, helmet, scarf, gloves, shoes, sneakers, boots,
high heels, dress, wedding dress, suit, tie, jacket, coat, sweater, t-shirt, jeans, swimsuit, uniform,
costume, necklace, ring, earrings, bracelet, jewelry, makeup, perfume, smartphone, laptop, computer,
computer monitor, keyboard, computer mouse, tablet, television, remote control, camera, headphones,
speaker, microphone, game controller, video game console, printer, router, charger, cable, light bulb,
lamp, candle, clock, alarm clock, mirror, chair, armchair, sofa, couch, bed, crib, table, desk,
bookshelf, shelf, cabinet, wardrobe, drawer, door, window, curtain, rug, carpet, pillow, blanket,
vase, flowers in a vase, houseplant, cactus, bonsai, potted plant, painting, poster, picture frame,
photograph, sculpture, toy, teddy bear, doll, lego bricks, board game, puzzle, playing cards, dice,
balloon, kite, ball, football, soccer ball, basketball, baseball, tennis racket, golf club, surfboard,
skis, snowboard, sled, fishing rod, tent, sleeping bag, guitar, acoustic guitar, electric guitar, piano,
violin, drums, trumpet, saxophone, book, open book, notebook, pen, pencil, scissors, calculator,
backboard, whiteboard, chalkboard, flag, map, globe, ticket, passport, credit card, money, coins,
banknotes, key, keys, lock, tool, hammer, screwdriver, drill, ladder, bucket, broom, vacuum cleaner,
washing machine, refrigerator, oven, microwave, stove, kettle, toaster, coffee machine, blender, sink,
bathtub, shower, toilet, towel, toothbrush, cup, mug, glass, wine glass, bottle, wine bottle, plate,
bowl, fork, knife, spoon, chopsticks, pan, pot, cutting board, shopping cart, shopping bag, box,
cardboard box, gift, wrapped present, christmas tree, christmas ornaments, wreath, pumpkin,
jack-o'-lantern, easter eggs, birthday cake with candles, candles on a cake, trophy, medal, certificate,
crown, wheelchair, stroller, baby carriage, car seat, fence, gate, wall, brick wall, graffiti, mural,
street art, stained glass window, chandelier, fireplace, campfire, bonfire, barbecue grill, picnic table,
hammock, swing, slide, trampoline, fountain pen, typewriter, vinyl record, record player, radio,
film camera, drone, robot, 3d printer, solar panels, wind turbine, power lines, crane, excavator,
tractor trailer, anchor, life jacket, buoy, rope, chain, telescope, microscope, binoculars, compass
"""),
  "animal": (["a photo of a {}.", "a photo of my {}.", "a photo of a {} in the wild."], """
cat, kitten, black cat, tabby cat, dog, puppy, golden retriever, labrador, german shepherd, poodle,
chihuahua, bulldog, husky, dachshund, corgi, beagle, pug, border collie, horse, pony, donkey, cow,
calf, bull, pig, sheep, lamb, goat, chicken, rooster, duck, duckling, goose, swan, turkey, rabbit,
bunny, hamster, guinea pig, mouse, rat, squirrel, chipmunk, hedgehog, fox, wolf, bear, polar bear,
brown bear, panda, koala, kangaroo, deer, moose, elk, reindeer, bison, camel, llama, alpaca, elephant,
giraffe, zebra, lion, tiger, leopard, cheetah, monkey, gorilla, chimpanzee, orangutan, lemur, sloth,
bat, raccoon, otter, beaver, seal, sea lion, walrus, dolphin, whale, orca, shark, fish, goldfish,
tropical fish, jellyfish, octopus, crab, lobster, shrimp, starfish, sea turtle, turtle, tortoise,
frog, toad, lizard, gecko, iguana, snake, crocodile, alligator, bird, parrot, budgie, owl, eagle,
hawk, falcon, pigeon, dove, crow, raven, seagull, pelican, flamingo, penguin, peacock, hummingbird,
robin, sparrow, swallow, woodpecker, kingfisher, heron, stork, butterfly, moth, bee, ladybug,
dragonfly, spider, ant, beetle, snail, caterpillar, grasshopper
"""),
  "food": (["a photo of {}, a type of food.", "a photo of {}.", "a plate of {}."], """
pizza, burger, hamburger, cheeseburger, hot dog, sandwich, toast, french fries, fried chicken, chicken wings,
steak, roast chicken, barbecue, ribs, sausages, bacon, eggs, fried egg, omelette, pancakes, waffles,
french toast, croissant, bagel, bread, baguette, pretzel, muffin, donut, cupcake, cake, birthday cake,
wedding cake, cheesecake, chocolate cake, pie, apple pie, tart, cookies, brownies, macarons, ice cream,
gelato, frozen yogurt, chocolate, candy, popcorn, chips, nachos, tacos, burrito, quesadilla, guacamole,
salsa, sushi, sashimi, ramen, udon, pho, dumplings, spring rolls, fried rice, noodles, pad thai, curry,
rice, biryani, naan, kebab, falafel, hummus, shawarma, gyros, paella, pasta, spaghetti, lasagna,
ravioli, risotto, gnocchi, soup, stew, salad, caesar salad, greek salad, fruit salad, vegetables,
grilled vegetables, mushrooms, tomatoes, potatoes, corn, carrots, broccoli, avocado, cheese, cheese platter,
charcuterie board, olives, seafood, oysters, mussels, shrimp cocktail, fish and chips, grilled fish,
lobster dinner, crab legs, apple, banana, orange, strawberries, blueberries, raspberries, cherries,
grapes, watermelon, melon, pineapple, mango, peach, pear, lemon, lime, coconut, kiwi, fruit basket,
breakfast, brunch, lunch, dinner, picnic, buffet, dessert, snack, street food, home-cooked meal,
coffee, latte art, cappuccino, espresso, tea, green tea, bubble tea, hot chocolate, smoothie, juice,
orange juice, milkshake, lemonade, soda, water bottle, beer, glass of beer, wine, red wine, white wine,
champagne, cocktail, margarita, whiskey, sake, bottle of wine, birthday dinner, thanksgiving dinner,
christmas dinner, family meal
"""),
  "event": (["a photo of {}.", "a photo taken during {}.", "people at {}."], """
a birthday party, a wedding, a wedding ceremony, a wedding reception, a bride and groom, an engagement,
a graduation, a graduation ceremony, a baby shower, a christening, a funeral, a family reunion,
a dinner party, a barbecue party, a picnic, a pool party, a beach party, a house party, a costume party,
a halloween party, christmas, christmas morning, new year's eve, fireworks, thanksgiving, easter,
hanukkah, diwali, chinese new year, ramadan, eid, a festival, a music festival, a concert, a rock concert,
a live band, a dj set, a parade, a carnival, a fair, a street festival, a protest, a march, a rally,
a conference, a meeting, a presentation, a lecture, a workshop, a class, a school play, a recital,
a dance performance, a ballet, a theater play, a sports game, a football match, a soccer game,
a basketball game, a baseball game, a tennis match, a marathon, a race, a bike race, a car race,
a swimming competition, a ski trip, a hiking trip, a camping trip, a road trip, a beach holiday,
a vacation, a city trip, a cruise, a flight, an airport departure, a train journey, a museum visit,
a zoo visit, a day at the park, a day at the beach, a family gathering, a baby's first steps,
a first day of school, moving house, a housewarming, a renovation, gardening, cooking, baking,
a barbecue, shopping, a sleepover, a playdate, a date night, a romantic dinner, a proposal,
an anniversary, a retirement party, an office party, a team photo, a group photo, a selfie,
a family portrait, a school photo, a yoga class, a workout, fishing, surfing, skiing, snowboarding,
ice skating, sledding, swimming, diving, snorkeling, sailing, kayaking, horse riding, cycling,
running, climbing, rock climbing, playing football, playing video games, reading, painting,
playing the piano, playing the guitar, singing, dancing, a snowball fight, building a snowman,
blowing out birthday candles, opening presents, a toast with glasses, a graduation cap toss
"""),
  "document": (["a photo of {}.", "a scan of {}.", "a screenshot of {}."], """
a receipt, a shopping receipt, a restaurant bill, an invoice, a bill, a bank statement, a tax form,
a contract, a letter, a handwritten note, a handwritten letter, a postcard, a greeting card,
a birthday card, a business card, an id card, a passport page, a driver's license, a boarding pass,
a plane ticket, a train ticket, a concert ticket, a movie ticket, a parking ticket, a menu,
a restaurant menu, a recipe, a book page, a magazine page, a newspaper, a document, a form,
a certificate, a diploma, a prescription, a medical report, a map, a floor plan, a whiteboard with notes,
a presentation slide, a spreadsheet, a chart, a graph, a timetable, a schedule, a calendar,
a sign, a street sign, a shop sign, a warning sign, a direction sign, a sign with text,
a wifi password sign, a label, a product label, a price tag, a barcode, a qr code, a poster with text,
a screenshot of a phone, a screenshot of a chat, a screenshot of a website, a screenshot of an app,
a screenshot of a map, a computer screen, a phone screen, a text message, an email, a social media post,
a meme, a comic, a drawing, a child's drawing, a sketch, a diagram, a blueprint, handwriting, a list
"""),
  "people": (["a photo of {}.", "a picture of {}."], """
a baby, a newborn baby, a toddler, a child, children playing, a boy, a girl, a teenager, a young woman,
a young man, a woman, a man, an elderly woman, an elderly man, grandparents, a couple, a family,
parents with children, siblings, twins, friends, a group of friends, a crowd, a team, a portrait,
a close-up portrait, a smiling person, people laughing, a person sleeping, a person eating,
a person cooking, a person reading, a person working at a laptop, a person on the phone, a hug,
a kiss, holding hands, a mother and baby, a father and son, a dog and its owner, a person with a cat,
an astronaut, a doctor, a nurse, a chef, a firefighter, a police officer, a soldier, a musician,
an athlete, a student, a teacher, a worker, a farmer, a tourist, a hiker, a swimmer, a cyclist,
a runner, a skier, a surfer, a dancer, a bride, a groom, santa claus
"""),
  "look": (["a {} photo.", "a photo that looks {}."], """
black and white, sepia, vintage, blurry, dark, overexposed, colorful, minimalist, panoramic, aerial,
drone view, macro, close-up, wide-angle, long exposure, silhouette, backlit, golden hour, blue hour,
night-time, candlelit, snowy, rainy, foggy, sunny, cloudy, stormy, reflective, symmetrical, cozy,
romantic, festive, spooky, funny, cute, scenic, dramatic, peaceful, crowded, empty, messy, tidy,
abstract, artistic, professional, selfie-style, underwater, infrared, hdr, tilted
"""),
  "space": (["a photo of {}.", "an image of {}."], """
a galaxy, galaxies, a nebula, stars, a star cluster, the moon, a full moon, a crescent moon, the sun,
a solar eclipse, a lunar eclipse, a planet, saturn, jupiter, mars, the earth from space,
a rocket, a rocket launch, a space shuttle, a satellite, a space station, an astronaut in a spacesuit,
a telescope image, a comet, a meteor shower, the milky way, a deep field image
"""),
}

def words(block):
    return [w.strip() for w in block.replace("\n", " ").split(",") if w.strip()]

out = {"$comment": "Generated by make-vocabulary.py; everyday concepts CLIP tags photos with, by group, with the prompt templates each group is scored through.",
       "groups": [{"name": name, "templates": templates, "concepts": sorted(set(words(block)), key=words(block).index)} for name, (templates, block) in GROUPS.items()]}
total = sum(len(g["concepts"]) for g in out["groups"])
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "vocabulary.json")
with open(path, "w") as f:
    json.dump(out, f, indent=1, ensure_ascii=False)
    f.write("\n")
print(f"{total} concepts in {len(GROUPS)} groups -> {path}")
